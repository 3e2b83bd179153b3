import { backupBody } from '#shared/payroll-api/tools';
import { companyRoute } from '../../http/route-handler.ts';
import { backupTable } from './pay-tables.ts';

/** A manual backup of a spot table. */
export const handler = companyRoute({ body: backupBody }, async ({ caller, body }) => ({
  statusCode: 201,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(await backupTable(caller, body.table, { backupType: 'manual', reason: body.reason })),
}));
