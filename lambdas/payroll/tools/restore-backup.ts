import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { spotTableBackupEntity } from '#lambdas/data/entities/spot-table-backup';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { backupTable, readBackupRows, replaceTable, validRows } from './pay-tables.ts';

/** Puts a backup's rows back; the table as it is now is backed up first, so a restore can be undone. */
export const handler = companyRoute({ params: z.object({ backupId: id('backupId') }) }, async ({ caller, params }) => {
  const { data: item } = await spotTableBackupEntity().get({ companyId: caller.companyId, backupId: params.backupId }).go();
  if (!item) throw new NotFoundError('Backup not found.');
  const { table, rows } = await readBackupRows(item);
  const valid = validRows(table, rows, 'backupData');
  const before = await backupTable(caller, table, { backupType: 'automatic', reason: `Before restoring backup ${item.backupId}`, changeCount: valid.length });
  await replaceTable(caller.companyId, table, valid);
  return { restored: item.backupId, table, recordCount: valid.length, backupOfPrevious: before };
});
