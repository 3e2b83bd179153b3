import { importHistoryEntity } from '../../data/entities/import-history.ts';
import { payRunEntity } from '../../data/entities/pay-run.ts';
import { deleteStatementRows } from '../../imports/statement-rows.ts';
import { failureMessage } from '../pay-run/task-input.ts';
import { importInput } from './task-input.ts';
import { assertEnvironmentOf } from '../../handler-environment.ts';

/** An import that broke while writing leaves nothing behind: its rows are deleted and the run restored. */
export async function handler(event: unknown) {
  assertEnvironmentOf('workflows/statement-import/fail');
  const input = importInput.parse(event);
  const { companyId, PayRunID, importBatchId } = input;
  await deleteStatementRows(companyId, PayRunID, importBatchId);
  await importHistoryEntity().patch({ companyId, importBatchId }).set({ status: 'failed', failureMessage: failureMessage(input.error) }).go();
  await payRunEntity().patch({ companyId, PayRunID }).set({ status: input.previousStatus }).go();
  return { importBatchId, status: 'failed' };
}
