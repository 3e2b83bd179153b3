import type { NewDriverFile } from '#shared/fleet/driver-file';
import { readDriverRows } from '#shared/imports/types/driver';
import { driverEntity, type DriverItem } from '#lambdas/data/entities/driver';
import type { ImportTarget } from '#lambdas/imports/pipeline/target';
import { storedForm } from './raw-items.ts';
import { planRecordPuts } from './record-puts.ts';

const displayName = (d: { FirstName: string; LastName: string; DisplayName?: string | undefined }) => d.DisplayName || `${d.FirstName} ${d.LastName}`;
const defined = (row: NewDriverFile) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));

/**
 * Driver files (spec §7 /insertDriverFile), matched by DriverID: a new driver is stored as the driver
 * form adds one (DisplayName, version 1); a known one gets the file's fields over his stored item, his
 * pay settings and user link kept, as the form's edit does.
 */
export const driverTarget: ImportTarget<NewDriverFile> = {
  type: 'driver',
  async check(_companyId, table) {
    const read = readDriverRows(table);
    return { rows: read.rows, errors: read.errors, skipped: read.skipped, ...(read.skippedReason ? { skippedReason: read.skippedReason } : {}) };
  },
  plan(companyId, rows) {
    const entity = driverEntity();
    return planRecordPuts(rows, {
      created: (row) => storedForm(entity, { companyId, ...row, DisplayName: displayName(row), version: 1 } as DriverItem),
      updated: (row, stored, version) => storedForm(entity, { ...stored, ...defined(row), companyId, DisplayName: displayName({ ...(stored as DriverItem), ...defined(row) }), version } as DriverItem),
      label: (row) => `Driver ${row.DriverID} · ${displayName(row)}`,
      shown: [['FirstName', 'FirstName'], ['LastName', 'LastName'], ['DisplayName', 'DisplayName'], ['Active', 'Active'], ['TermStatus', 'TermStatus'], ['Domicile', 'Domicile'], ['Phone', 'Phone'], ['HireDate', 'HireDate'], ['OriginalHireDate', 'OriginalHireDate'], ['TermDate', 'TermDate'], ['cdlExpDate', 'cdlExpDate'], ['medExpDate', 'medExpDate']],
    });
  },
};
