import type { DriverLookupEdit } from '#shared/payroll-api/tools';
import type { DriverItem } from '#lambdas/data/entities/driver';

const OPTIONAL = ['DriverSpotPercentRate', 'DriverSpotLivePayValue', 'LivePayValue', 'fixedPerDiem', 'dayRate', 'hourlyRate', 'weeklyRate', 'minShiftHours', 'HireDate', 'OriginalHireDate', 'TermDate', 'cdlExpDate', 'medExpDate'] as const;

/** The stored fields of a driver edit; DisplayName defaults to "First Last". */
export function driverFields(edit: DriverLookupEdit) {
  const { version: _v, ...fields } = edit;
  return { ...fields, DisplayName: fields.DisplayName || `${fields.FirstName} ${fields.LastName}` };
}

/** Optional fields the edit leaves out are removed, so clearing a rate in the editor clears it. */
export function clearedFields(edit: DriverLookupEdit): Array<(typeof OPTIONAL)[number]> {
  return OPTIONAL.filter((f) => edit[f] === undefined);
}

export function driverView(item: DriverItem) {
  const { companyId: _c, ...rest } = item;
  return rest;
}
