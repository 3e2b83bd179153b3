import type { NewDriverFile } from '#shared/fleet/driver-file';
import { readDriverRows } from '#shared/imports/types/driver';
import { driverEntity, type DriverItem } from '#lambdas/data/entities/driver';
import type { ImportTarget } from '#lambdas/imports/pipeline/target';
import { storedForm } from './raw-items.ts';
import { overStored, withColumns, type RowWithColumns } from './present-columns.ts';
import { planRecordPuts } from './record-puts.ts';

const displayName = (d: { FirstName: string; LastName: string; DisplayName?: string | undefined }) => d.DisplayName || `${d.FirstName} ${d.LastName}`;

/**
 * Driver files (spec §7 /insertDriverFile), matched by DriverID: a new driver is stored as the driver
 * form adds one (DisplayName, version 1); a known one gets the file's fields over his stored item, his
 * pay settings and user link kept, as the form's edit does.
 */
export const driverTarget: ImportTarget<RowWithColumns<NewDriverFile>> = {
  type: 'driver',
  async check(_companyId, table) {
    return withColumns(table, readDriverRows(table));
  },
  plan(companyId, rows) {
    const entity = driverEntity();
    return planRecordPuts(rows, {
      created: ({ record }) => storedForm(entity, { companyId, ...record, DisplayName: displayName(record), version: 1 } as DriverItem),
      updated: (row, stored, version) => {
        const next = overStored(stored, row) as DriverItem;
        // A DisplayName the file does not set follows the names, as the form makes it.
        const name = row.columns.includes('DisplayName') ? displayName(next) : (stored.DisplayName as string | undefined) ?? displayName(next);
        return storedForm(entity, { ...next, companyId, DisplayName: name, version });
      },
      label: ({ record }) => `Driver ${record.DriverID} · ${displayName(record)}`,
      shown: [['FirstName', 'FirstName'], ['LastName', 'LastName'], ['DisplayName', 'DisplayName'], ['Active', 'Active'], ['TermStatus', 'TermStatus'], ['Domicile', 'Domicile'], ['Phone', 'Phone'], ['HireDate', 'HireDate'], ['OriginalHireDate', 'OriginalHireDate'], ['TermDate', 'TermDate'], ['cdlExpDate', 'cdlExpDate'], ['medExpDate', 'medExpDate']],
    });
  },
};
