import { upsertEntryBody, type SavedEntry } from '#shared/schedules/api';
import { driverEntity } from '#lambdas/data/entities/driver';
import { NotFoundError, ValidationError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { entryView, upsertEntry } from './entries.ts';
import { driverRefusal } from './driver-check.ts';
import { checkTractor } from './tractor-check.ts';

/**
 * Saves a driver's day as a draft (version-locked); drivers see it once the week is published. Refused,
 * writing nothing, for a driver who is not active and a tractor that is not the company's, not active, or
 * out of service without dispatch's reason; the tractor's lesser problems come back as warnings.
 */
export const handler = companyRoute({ body: upsertEntryBody }, async ({ caller, body }) => {
  const [{ data: driver }, verdict] = await Promise.all([
    driverEntity().get({ companyId: caller.companyId, DriverID: body.DriverID }).go({ attributes: ['DriverID', 'Active', 'TermStatus'] }),
    checkTractor(caller.companyId, body.VehicleID, body.day, body.outOfServiceReason),
  ]);
  if (!driver) throw new NotFoundError('Driver not found.');
  const refusal = driverRefusal(body.DriverID, driver);
  if (refusal) throw new ValidationError(refusal, { DriverID: refusal });
  if (!verdict.ok) throw new ValidationError(verdict.message, { [verdict.field]: verdict.message });
  const by = caller.displayName || caller.email || caller.userId;
  const override = verdict.outOfService && body.outOfServiceReason
    ? { cause: verdict.outOfService, reason: body.outOfServiceReason, by, at: new Date().toISOString() }
    : null;
  const saved = await upsertEntry(caller.companyId, body, by, override);
  const answer: SavedEntry = { ...entryView(saved), warnings: verdict.warnings };
  return json(body.version ? 200 : 201, answer);
});
