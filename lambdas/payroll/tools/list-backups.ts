import { spotTableBackupEntity } from '#lambdas/data/entities/spot-table-backup';
import { companyRoute } from '#lambdas/http/route-handler';
import { backupView } from './pay-tables.ts';

/** Spot table backups, newest first. */
export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await spotTableBackupEntity().query.byBackup({ companyId: caller.companyId }).go({ pages: 'all', order: 'desc' });
  return { backups: data.map(backupView) };
});
