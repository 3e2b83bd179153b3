import type { RowField } from '#web/features/payroll/rules/row-fields.ts';

const DATE_HINT = 'YYYY-MM-DD';
const date = (key: string, label: string): RowField => ({ key, label, kind: 'text', optional: true, hint: DATE_HINT });
const money = (key: string, label: string): RowField => ({ key, label, kind: 'number', optional: true });

/** Tractor lookup (spec tractorLookupTable), the fields the API lets staff edit. */
export const tractorFields: RowField[] = [
  { key: 'Vin', label: 'VIN', kind: 'text' },
  { key: 'Domicile', label: 'Domicile', kind: 'text', optional: true },
  { key: 'Year', label: 'Year', kind: 'number', optional: true },
  { key: 'Make', label: 'Make', kind: 'text', optional: true },
  { key: 'Model', label: 'Model', kind: 'text', optional: true },
  { key: 'FuelCardNo', label: 'Fuel card', kind: 'text', optional: true },
  { key: 'EldSerial', label: 'ELD serial', kind: 'text', optional: true },
  { key: 'LicensePlateNo', label: 'License plate', kind: 'text', optional: true },
  { key: 'Active', label: 'Active', kind: 'checkbox' },
];

export const driverIdentityFields: RowField[] = [
  { key: 'FirstName', label: 'First name', kind: 'text' },
  { key: 'LastName', label: 'Last name', kind: 'text' },
  { key: 'DisplayName', label: 'Display name', kind: 'text', optional: true, hint: 'Blank: first and last name.' },
  { key: 'Domicile', label: 'Domicile', kind: 'text', optional: true, hint: "Several codes separated by '/'." },
  { key: 'Phone', label: 'Phone', kind: 'text', optional: true },
  date('HireDate', 'Hire date'),
  date('OriginalHireDate', 'Original hire date'),
  date('TermDate', 'Termination date'),
  date('cdlExpDate', 'CDL expires'),
  date('medExpDate', 'Medical card expires'),
  { key: 'Active', label: 'Active', kind: 'checkbox' },
  { key: 'TermStatus', label: 'Terminated', kind: 'checkbox' },
];

export const driverSpotFields: RowField[] = [
  { key: 'DriverSpotPercentRate', label: 'Spot percent rate (legacy)', kind: 'number', optional: true, hint: 'Used only when the driver has no spot tiers.' },
  money('DriverSpotLivePayValue', 'Spot live pay (USD)'),
  money('LivePayValue', 'Live pay (USD)'),
  { key: 'disableDandHpay', label: 'No D&H pay', kind: 'checkbox' },
];

export const driverTimePayFields: RowField[] = [
  { key: 'payFixedPerDiem', label: 'Fixed per diem', kind: 'checkbox' },
  money('fixedPerDiem', 'Per diem (USD)'),
  { key: 'minShiftHours', label: 'Minimum shift hours', kind: 'number', optional: true, hint: 'Default 1.' },
  { key: 'payDayRate', label: 'Day rate', kind: 'checkbox' },
  { key: 'payFullDayRate', label: 'Full day rate', kind: 'checkbox' },
  money('dayRate', 'Day rate (USD)'),
  { key: 'payHourlyRate', label: 'Hourly rate', kind: 'checkbox' },
  { key: 'payFullHourlyRate', label: 'Full hourly rate', kind: 'checkbox' },
  money('hourlyRate', 'Hourly rate (USD)'),
  { key: 'payWeeklyRate', label: 'Weekly rate', kind: 'checkbox' },
  { key: 'payFullWeeklyRate', label: 'Full weekly rate', kind: 'checkbox' },
  money('weeklyRate', 'Weekly rate (USD)'),
];

export const domicileFields: RowField[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'timeZone', label: 'Time zone', kind: 'text', optional: true, hint: 'e.g. America/Phoenix' },
  { key: 'Active', label: 'Active', kind: 'checkbox' },
];
