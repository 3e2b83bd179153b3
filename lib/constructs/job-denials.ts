import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { TABLE_INDEXES } from '#lambdas/data/table-schema';
import type { AppFunction } from './app-function.ts';
import { DENIED_TO_JOBS } from './grant-actions.ts';

/**
 * An explicit Deny of DENIED_TO_JOBS (a Scan) on the table and its indexes for a job or workflow task:
 * it outweighs the Allow its `access` gets, as the local runtime's refusal does.
 */
export function denyToJobs(fn: AppFunction, table: ITable): void {
  const resources = [table.tableArn, ...TABLE_INDEXES.map((index) => `${table.tableArn}/index/${index.indexName}`)];
  fn.role.addToPolicy(new PolicyStatement({ effect: Effect.DENY, actions: DENIED_TO_JOBS, resources }));
}
