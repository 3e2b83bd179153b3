import { importHistoryEntity } from '../../data/entities/import-history.ts';
import { payRunEntity } from '../../data/entities/pay-run.ts';
import { readStatementFile } from '../../imports/statement-file.ts';
import { importInput } from './task-input.ts';

/** Records the import: the run's driver and vehicle lists from the statement, and a completed history entry. */
export async function handler(event: unknown) {
  const input = importInput.parse(event);
  const { companyId, PayRunID, importBatchId } = input;
  const read = await readStatementFile(input.fileKey);
  if (!read.ok) throw new Error('The statement changed after it was validated.');
  const names = new Map<string, string>();
  for (const t of read.trips) {
    if (!names.has(t.DriverNo1) || !names.get(t.DriverNo1)) names.set(t.DriverNo1, t.DriverName1 ?? '');
    if (t.DriverNo2 && (!names.has(t.DriverNo2) || !names.get(t.DriverNo2))) names.set(t.DriverNo2, t.DriverName2 ?? '');
  }
  const vehicles = new Set([...read.trips.map((t) => t.VehicleID), ...read.fuel.map((f) => f.VehicleID)]);
  const fileName = input.fileKey.split('/').pop() ?? 'statement';
  await payRunEntity()
    .patch({ companyId, PayRunID })
    .set({
      status: 'imported',
      isProcessed: false,
      importBatchId,
      statementFilePath: input.fileKey,
      statementFileUrl: fileName,
      DriverList: [...names.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([DriverID, DisplayName]) => ({ DriverID, DisplayName })),
      VehicleList: [...vehicles].sort(),
    })
    .go();
  await importHistoryEntity()
    .patch({ companyId, importBatchId })
    .set({ status: 'completed', tripCount: read.trips.length, fuelCount: read.fuel.length, vehicleCount: vehicles.size, droppedPoolRows: read.droppedPoolRows })
    .go();
  return { importBatchId, status: 'completed', tripCount: read.trips.length, fuelCount: read.fuel.length };
}
