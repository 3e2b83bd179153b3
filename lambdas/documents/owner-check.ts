import { driverEntity } from '#lambdas/data/entities/driver';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { ValidationError } from '#lambdas/http/errors';
import type { OwnerKind } from '#shared/documents/doc-kinds';

/** A document belongs to the company, or to a tractor or driver of the company's lookups. */
export async function assertOwnerExists(companyId: string, kind: OwnerKind, id: string): Promise<void> {
  if (kind === 'company') return;
  const found =
    kind === 'tractor'
      ? (await tractorEntity().get({ companyId, VehicleID: id }).go({ attributes: ['VehicleID'] })).data
      : (await driverEntity().get({ companyId, DriverID: id }).go({ attributes: ['DriverID'] })).data;
  if (!found) throw new ValidationError(`No ${kind} ${id} in the company.`, { ownerId: `No ${kind} ${id} in the company.` });
}
