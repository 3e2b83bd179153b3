import { backupBody } from '#shared/payroll-api/tools';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { backupTable } from './pay-tables.ts';

/** A manual backup of a spot table. */
export const handler = companyRoute({ body: backupBody }, async ({ caller, body }) =>
  json(201, await backupTable(caller, body.table, { backupType: 'manual', reason: body.reason })),
);
