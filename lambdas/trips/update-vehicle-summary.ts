import { vehicleParams, vehicleSummaryBody } from '#shared/trips/api';
import { vehicleSummaryEntity } from '#lambdas/data/entities/vehicle-summary';
import { ConflictError, NotFoundError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { auditAndRepay, runToCorrect } from './corrections.ts';

const EDITABLE = ['notes', 'miles', 'gallons', 'tripRevenue'] as const;

/**
 * Edits a vehicle summary (spec §7 updateVehicleSummaryDoc) under a version lock, audited; its drivers are
 * recalculated. The edited fields are also kept as the summary's overrides, which the run's calculation
 * lays over the figures it recomputes (one item, one writer, no merge on every read), so they survive it.
 */
export const handler = companyRoute({ params: vehicleParams, body: vehicleSummaryBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const run = await runToCorrect(companyId, params.id);
  const key = { companyId, payrunId: run.PayRunID, vehicleId: params.vehicleId };
  const { data: current } = await vehicleSummaryEntity().get(key).go();
  if (!current) throw new NotFoundError('Vehicle summary not found in this pay run.');
  const changes = Object.fromEntries(EDITABLE.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
  if (Object.keys(changes).length === 0) throw new ValidationError('Invalid body: notes', { notes: 'Nothing to change: give notes, miles, gallons or trip revenue.' });
  if ((current.version ?? 1) !== body.version) throw new ConflictError();
  const version = (current.version ?? 1) + 1;
  try {
    await vehicleSummaryEntity().patch(key).set({ ...changes, overrides: { ...current.overrides, ...changes }, version }).where(({ version: v }, { eq }) => eq(v, body.version)).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as (typeof EDITABLE)[number]] ?? null]));
  const recalculatedDrivers = await auditAndRepay(caller, run, {
    kind: 'vehicle-summary',
    subject: `Vehicle ${params.vehicleId}`,
    before: { ...before, version: current.version ?? 1 },
    after: { ...changes, version },
    note: body.note,
    drivers: current.drivers ?? [],
  });
  const { data: saved } = await vehicleSummaryEntity().get(key).go();
  return { summary: saved, recalculatedDrivers };
});
