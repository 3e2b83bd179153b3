import type { RecordInput } from '#shared/maintenance/api';
import type { InTransaction } from '#lambdas/data/in-transaction';
import type { maintenanceRecordEntity, MaintenanceRecordItem } from '#lambdas/data/entities/maintenance-record';
import { recordItem } from './record-item.ts';
import { recordTractor, settleRecords } from './save-record.ts';

/**
 * A new maintenance record as one write of another domain's transaction (a DVIR defect's repair), so the
 * record exists only if the rest of that change does. Checked and built as saveRecord builds a new record,
 * put only if its id is new: `write` takes the transaction's maintenance record entity. `settle` is for after the commit: what follows a saved record (search index,
 * shop state, reminders), logged when it fails, never the answer.
 */
export async function newRecordWrite(companyId: string, by: string, input: RecordInput) {
  const tractor = await recordTractor(companyId, input);
  const item = recordItem(companyId, by, input, tractor, new Date().toISOString());
  return {
    item: item as MaintenanceRecordItem,
    write: (records: InTransaction<ReturnType<typeof maintenanceRecordEntity>>) => records.put(item).where((attr, { notExists }) => notExists(attr.id)).commit(),
    settle: () => settleRecords(companyId, [item]),
  };
}

export type NewRecordWrite = Awaited<ReturnType<typeof newRecordWrite>>;
