import type { NewTractor } from '#shared/fleet/tractor-api';
import { readVehicleRows } from '#shared/imports/types/vehicle';
import { tractorEntity, type TractorItem } from '#lambdas/data/entities/tractor';
import { vinChangeEntity } from '#lambdas/data/entities/vin-change';
import type { ImportTarget } from '#lambdas/imports/pipeline/target';
import { storedForm } from './raw-items.ts';
import { overStored, withColumns, type RowWithColumns } from './present-columns.ts';
import { planRecordPuts } from './record-puts.ts';


/**
 * Tractors (spec §7 /insertVehicleFile), matched by VehicleID: a new one is stored as the tractor form
 * adds one (in service, version 1); a known one gets the file's fields over its stored item (its feed
 * position, shop state and counts kept), and a changed VIN is recorded in its VIN history, as the
 * form's edit does.
 */
export const vehicleTarget: ImportTarget<RowWithColumns<NewTractor>> = {
  type: 'vehicle',
  async check(_companyId, table) {
    return withColumns(table, readVehicleRows(table));
  },
  plan(companyId, rows, context) {
    const entity = tractorEntity();
    return planRecordPuts(rows, {
      created: ({ record }) => storedForm(entity, { companyId, ...record, serviceState: 'in-service', version: 1, updatedAt: context.now } as TractorItem),
      updated: (row, stored, version) => storedForm(entity, { ...(overStored(stored, row) as TractorItem), companyId, version, ...(version === stored.version ? {} : { updatedAt: context.now }) }),
      label: ({ record }) => `Tractor ${record.VehicleID}`,
      shown: [['Vin', 'Vin'], ['Active', 'Active'], ['Domicile', 'Domicile'], ['Year', 'Year'], ['Make', 'Make'], ['Model', 'Model'], ['FuelCardNo', 'FuelCardNo'], ['VedrSerial', 'VedrSerial'], ['EldSerial', 'EldSerial'], ['LicensePlateNo', 'LicensePlateNo']],
      beside: ({ record }, before, after) =>
        before.Vin === after.Vin
          ? []
          : [storedForm(vinChangeEntity(), { companyId, VehicleID: record.VehicleID, changedAt: context.now, fromVin: String(before.Vin ?? ''), toVin: String(after.Vin), changedBy: context.importedBy })],
    });
  },
};
