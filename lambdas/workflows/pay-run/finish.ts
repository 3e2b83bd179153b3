import { centsToAmount } from '#shared/money/round';
import { calculationPartEntity } from '#lambdas/data/entities/calculation-part';
import { fuelLogEntity } from '#lambdas/data/entities/fuel-log';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { vehicleSummaryEntity } from '#lambdas/data/entities/vehicle-summary';
import { NotFoundError } from '#lambdas/http/errors';
import { mergeVehicleTotals } from '#lambdas/payroll/calculation/vehicle-totals';
import { fromStoredVehicleTotals } from '#lambdas/payroll/calculation/stored-vehicle-totals';
import { putItems } from '#lambdas/payroll/calculation/write-batches';
import { calculationInput } from './task-input.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/**
 * Requests in flight for the summaries. The table takes them one after the other whatever the count:
 * more only queue there, and at 16 the 500 summaries of the bench took 10% longer than at 8.
 */
const SUMMARY_WRITES_IN_FLIGHT = 8;

/** Last state: one summary per vehicle, the run's lists and totals from the chunks' parts, and the run marked processed. */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/pay-run/finish');
  const { companyId, PayRunID, calculationId } = calculationInput.parse(event);
  const [{ data: run }, parts, fuel, stored] = await Promise.all([
    // The week alone: the run's driver and vehicle lists are most of its item.
    payRunEntity().get({ companyId, PayRunID }).go({ attributes: ['WeekEnding', 'WeekEndingString'] }),
    calculationPartEntity().query.byCalculation({ companyId, PayRunID, calculationId }).go({ pages: 'all' }),
    fuelLogEntity().query.byVehicle({ companyId, PayRunID }).go({ pages: 'all', attributes: ['VehicleID', 'TicketNumber', 'GallonsPurchased'] }),
    vehicleSummaryEntity().query.byRun({ companyId, payrunId: PayRunID }).go({ pages: 'all', attributes: ['vehicleId', 'overrides', 'version'] }),
  ]);
  if (!run) throw new NotFoundError('Pay run not found.');
  // Payroll's hand edits of a summary outlive the recalculation that rewrites it (and its lock version with them).
  const edited = new Map(stored.data.filter((s) => s.overrides).map((s) => [s.vehicleId, { overrides: s.overrides!, version: s.version ?? 1 }]));
  const vehicles = mergeVehicleTotals(parts.data.map((p) => fromStoredVehicleTotals(p.vehicles)));
  const tickets = new Map<string, { tickets: string[]; gallons: number }>();
  for (const f of fuel.data) {
    const t = tickets.get(f.VehicleID!) ?? { tickets: [], gallons: 0 };
    t.tickets.push(f.TicketNumber!);
    t.gallons += f.GallonsPurchased!;
    tickets.set(f.VehicleID!, t);
  }
  const ids = [...new Set([...vehicles.keys(), ...tickets.keys()])].sort();
  const summaries = ids.map((vehicleId) => {
    const v = vehicles.get(vehicleId) ?? { trips: [], drivers: [], miles: 0, revenueCents: 0, payoutCents: 0 };
    const f = tickets.get(vehicleId) ?? { tickets: [], gallons: 0 };
    return {
      companyId,
      payrunId: PayRunID,
      vehicleId,
      id: `${PayRunID}_${vehicleId}`,
      PayPeriod: { endDate: run.WeekEnding, endDateString: run.WeekEndingString },
      tripDataFiles: v.trips.sort(),
      fuelDataFiles: f.tickets,
      drivers: [...v.drivers].sort(),
      trips: v.trips.length,
      miles: Math.round(v.miles * 100) / 100,
      tripRevenue: centsToAmount(v.revenueCents),
      payout: centsToAmount(v.payoutCents),
      gallons: Math.round(f.gallons * 1000) / 1000,
      ...edited.get(vehicleId)?.overrides,
      ...edited.get(vehicleId),
    };
  });
  await putItems(vehicleSummaryEntity(), summaries, SUMMARY_WRITES_IN_FLIGHT);

  const payDocs = parts.data.flatMap((p) => p.payDocs).sort((a, b) => a.DriverID.localeCompare(b.DriverID));
  const totalCents = payDocs.reduce((sum, d) => sum + Math.round(d.totalCompensation * 100), 0);
  const revenueCents = [...vehicles.values()].reduce((sum, v) => sum + v.revenueCents, 0);
  await payRunEntity()
    .patch({ companyId, PayRunID })
    .set({
      status: 'processed',
      isProcessed: true,
      VehicleList: ids,
      TotalTripRevenue: centsToAmount(revenueCents),
      TotalCompensation: centsToAmount(totalCents),
      calculatedAt: new Date().toISOString(),
    })
    .where(({ calculationId: current }, { eq }) => eq(current, calculationId))
    .go();
  return { PayRunID, drivers: payDocs.length, vehicles: summaries.length, TotalCompensation: centsToAmount(totalCents) };
});
