import { randomUUID } from 'node:crypto';
import { adjustmentBody } from '#shared/payroll-api/adjustments';
import { driverEntity } from '#lambdas/data/entities/driver';
import { settlementAdjustmentEntity } from '#lambdas/data/entities/settlement-adjustment';
import { ValidationError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { adjustmentView } from './adjustment-view.ts';

/** A one-off or weekly deduction or reimbursement for a driver of the lookup. */
export const handler = companyRoute({ body: adjustmentBody }, async ({ caller, body }) => {
  const { data: driver } = await driverEntity().get({ companyId: caller.companyId, DriverID: body.DriverID }).go();
  if (!driver) throw new ValidationError('Invalid body: DriverID', { DriverID: `Driver ${body.DriverID} is not in the driver lookup.` });
  const { data } = await settlementAdjustmentEntity()
    .create({ companyId: caller.companyId, adjustmentId: randomUUID(), ...body, createdBy: caller.displayName || caller.userId, version: 1 })
    .go();
  return json(201, adjustmentView(data as never));
});
