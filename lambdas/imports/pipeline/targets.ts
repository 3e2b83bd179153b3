import type { ImportType } from '#shared/imports/import-types';
import { ValidationError } from '#lambdas/http/errors';
import { driverTarget } from '#lambdas/imports/targets/driver';
import { maintenanceTarget } from '#lambdas/imports/targets/maintenance';
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
