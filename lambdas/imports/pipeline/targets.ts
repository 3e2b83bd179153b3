import type { ImportType } from '#shared/imports/import-types';
import { ValidationError } from '#lambdas/http/errors';
import { driverTarget } from '#lambdas/imports/targets/driver';
import { flatRatePaymentsTarget } from '#lambdas/imports/targets/flat-rate-payments';
import { ivmrTarget } from '#lambdas/imports/targets/ivmr';
import { maintenanceTarget } from '#lambdas/imports/targets/maintenance';
import { payrollTarget } from '#lambdas/imports/targets/payroll';
import { tractorExpenseRulesTarget } from '#lambdas/imports/targets/tractor-expense-rules';
import { trimbleTarget } from '#lambdas/imports/targets/trimble';
import { vehicleTarget } from '#lambdas/imports/targets/vehicle';
import type { ImportTarget } from './target.ts';

/** Any target, whatever its row type: the pipeline only hands a target its own rows back. */
export type AnyTarget = ImportTarget<unknown>;

const any = <Row>(target: ImportTarget<Row>) => target as unknown as AnyTarget;

/** The server side of each import type: one line a type, the target in lambdas/imports/targets/<type>.ts. */
const TARGETS: Partial<Record<ImportType, AnyTarget>> = {
  maintenance: any(maintenanceTarget),
  driver: any(driverTarget),
  vehicle: any(vehicleTarget),
  payroll: any(payrollTarget),
  ivmr: any(ivmrTarget),
  'tractor-expense-rules': any(tractorExpenseRulesTarget),
  'flat-rate-payments': any(flatRatePaymentsTarget),
  trimble: any(trimbleTarget),
};

export function hasTarget(type: ImportType): boolean {
  return TARGETS[type] !== undefined;
}

/** The target of a type; a type not wired yet is refused as the user's choice of type. */
export function targetOf(type: ImportType): AnyTarget {
  const target = TARGETS[type];
  if (!target) throw new ValidationError('Invalid body: importType', { importType: `Importing ${type} files is not available yet.` });
  return target;
}
