import { jobStateMachines } from '#lambdas/jobs/job-workflow';
import type { RouteAccess } from '#lambdas/route-types';
import { importCheck } from './import-check/definition.ts';
import { importRollback } from './import-rollback/definition.ts';
import { importWrite } from './import-write/definition.ts';
import { payRunCalculation } from './pay-run/definition.ts';
import { statementImport } from './statement-import/definition.ts';
import { statementRemoval } from './statement-removal/definition.ts';

/**
 * Step Functions state machines, declared once: the CDK Workflows stack deploys them and the local
 * runner (aws-local-stepfunctions) executes the same definitions with the same task handlers.
 * Definitions are JSONPath ASL; the local interpreter does not support JSONata.
 */

/** One ASL state; only the fields every state has are typed, the rest follow the ASL spec. */
export interface AslState {
  readonly Type: 'Task' | 'Pass' | 'Choice' | 'Wait' | 'Succeed' | 'Fail' | 'Parallel' | 'Map';
  readonly Comment?: string;
  readonly [field: string]: unknown;
}

export interface AslDefinition {
  readonly Comment?: string;
  readonly StartAt: string;
  readonly States: Readonly<Record<string, AslState>>;
  readonly TimeoutSeconds?: number;
}

/** A Lambda task of a state machine: the handler module it runs and what that function may touch. */
export interface StateMachineTaskDef {
  /** Module under lambdas/ (no extension) exporting `handler`. */
  readonly handler: string;
  readonly access: RouteAccess;
}

export interface StateMachineDef {
  /** Name used in `access.workflows` and as the key of STATE_MACHINE_ARNS, e.g. `pay-run`. */
  readonly name: string;
  /** Lambda tasks by key; `definition` receives each key's function ARN. */
  readonly tasks: Readonly<Record<string, StateMachineTaskDef>>;
  readonly definition: (taskArns: Readonly<Record<string, string>>) => AslDefinition;
}

/** The product's workflows, then one per scheduled job that fans out (named as the job, its schedule starts it). */
export const stateMachines: readonly StateMachineDef[] = [payRunCalculation, statementImport, statementRemoval, importCheck, importWrite, importRollback, ...jobStateMachines()];
