import type { CorrectionAuditView, SpotRunNamesAnswer, StatementFileView, TripLegsAnswer } from '#shared/trips/api';
import { payrollCall } from './payroll-endpoint.ts';

export const tripEndpoints = {
  legs: 'GET /trip-legs',
  statementFiles: 'GET /statement-files',
  spotNames: 'GET /payruns/{id}/spot-run-names',
  reimport: 'POST /payruns/{id}/statement-imports',
  moveTrip: 'POST /payruns/{id}/trips/{tripNumber}/driver',
  assignFuel: 'POST /payruns/{id}/fuel/{vehicleId}/{order}/trip',
  vehicleSummary: 'PUT /payruns/{id}/vehicles/{vehicleId}/summary',
  corrections: 'GET /payruns/{id}/corrections',
} as const;

export function getTripLegs(vehicleId: string, from: string, to: string, cursor?: string): Promise<TripLegsAnswer> {
  const query = new URLSearchParams({ vehicleId, from, to });
  if (cursor) query.set('cursor', cursor);
  return payrollCall<TripLegsAnswer>(tripEndpoints.legs, {}, undefined, query);
}

export async function listStatementFiles(): Promise<StatementFileView[]> {
  return (await payrollCall<{ files: StatementFileView[] }>(tripEndpoints.statementFiles)).files;
}

export const getSpotRunNames = (id: string) => payrollCall<SpotRunNamesAnswer>(tripEndpoints.spotNames, { id });

/** Imports a statement file again into its run, through the statement import workflow. */
export const reimportStatement = (file: StatementFileView) => payrollCall<{ importBatchId: string }>(tripEndpoints.reimport, { id: file.PayRunID }, { fileKey: file.fileKey, fileName: file.fileName });

export const moveTrip = (id: string, tripNumber: string, toDriverId: string, note?: string) =>
  payrollCall<{ recalculatedDrivers: string[] }>(tripEndpoints.moveTrip, { id, tripNumber }, { toDriverId, ...(note ? { note } : {}) });

export const assignFuel = (id: string, vehicleId: string, order: number, tripNumber: string, note?: string) =>
  payrollCall<{ recalculatedDrivers: string[] }>(tripEndpoints.assignFuel, { id, vehicleId, order: String(order) }, { tripNumber, ...(note ? { note } : {}) });

export const editVehicleSummary = (id: string, vehicleId: string, body: { version: number; notes?: string; miles?: number; gallons?: number; note?: string }) =>
  payrollCall<{ recalculatedDrivers: string[] }>(tripEndpoints.vehicleSummary, { id, vehicleId }, body);

export async function listCorrections(id: string): Promise<CorrectionAuditView[]> {
  return (await payrollCall<{ entries: CorrectionAuditView[] }>(tripEndpoints.corrections, { id })).entries;
}
