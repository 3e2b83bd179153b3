import { backupBody } from '#shared/payroll-api/tools';
import { json } from '../../http/respond.ts';
import { companyRoute } from '../../http/route-handler.ts';
import { backupTable } from './pay-tables.ts';

/** A manual backup of a spot table. */
export const handler = companyRoute({ body: backupBody }, async ({ caller, body }) =>
  json(201, await backupTable(caller, body.table, { backupType: 'manual', reason: body.reason })),
);
