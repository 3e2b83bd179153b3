import { dynamoClient } from '#lambdas/aws-clients';

/** What every ElectroDB entity is bound to: the one table and its client. */
export const SERVICE = 'fastdashboard';

export function tableConfig() {
  const table = process.env.TABLE_NAME;
  if (!table) throw new Error('TABLE_NAME is not set');
  return { client: dynamoClient(), table };
}
