import * as z from 'zod';
import { recordId, voidBody } from '#shared/maintenance/api';
import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import { ConflictError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { voidedItem } from './record-item.ts';
import { recordView } from './record-view.ts';
import { getRecord, settleRecords } from './save-record.ts';

export const ALREADY_VOIDED = 'This record is already voided.';

/**
 * Voids a record entered by mistake (version lock): it stays, with who voided it, when and why, but counts
 * nowhere any more. The void is written first and is the truth; the search index, shop state and reminders
 * are rebuilt from the records after it, and a failure of that rebuild is logged, not answered.
 */
export const handler = companyRoute({ params: z.object({ id: recordId }), body: voidBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const record = await getRecord(companyId, body.VehicleID, body.ServiceDate, params.id);
  if (record.voidedAt) throw new ConflictError(ALREADY_VOIDED);
  if ((record.version ?? 1) !== body.version) throw new ConflictError();
  const voided = voidedItem(record, { name: caller.displayName || caller.email || caller.userId, uid: caller.userId }, body.reason, new Date().toISOString());
  try {
    await maintenanceRecordEntity().put(voided).where((attr, { eq }) => eq(attr.version, record.version ?? 1)).go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    throw new ConflictError();
  }
  await settleRecords(companyId, [voided]);
  return recordView(voided);
});
