import { cents, centsToAmount } from '#shared/money/round';
import { fuelLogEntity } from '../../data/entities/fuel-log.ts';
import { payDocEntity } from '../../data/entities/pay-doc.ts';
import { payRunEntity } from '../../data/entities/pay-run.ts';
import { tripLogEntity } from '../../data/entities/trip-log.ts';
import { tripPayoutEntity } from '../../data/entities/trip-payout.ts';
import { vehicleSummaryEntity } from '../../data/entities/vehicle-summary.ts';
import { loadRun } from '../../payroll/calculation/run-context.ts';
import { calculationInput } from './task-input.ts';

interface VehicleTotals {
  trips: string[];
  tickets: string[];
  drivers: Set<string>;
  miles: number;
  revenueCents: number;
  payoutCents: number;
  gallons: number;
}

/** Last state: one summary per vehicle, the run's lists and totals, and the run marked processed. */
export async function handler(event: unknown) {
  const { companyId, PayRunID, calculationId } = calculationInput.parse(event);
  const run = await loadRun(companyId, PayRunID);
  const attrs = { attributes: ['VehicleID', 'TripNumber', 'DriverNo1', 'DriverNo2', 'MilesQTY', 'TripRevenue'] } as const;
  const [trips, fuel, payouts, docs] = await Promise.all([
    tripLogEntity().query.byVehicle({ companyId, PayRunID }).go({ pages: 'all', ...attrs }),
    fuelLogEntity().query.byVehicle({ companyId, PayRunID }).go({ pages: 'all', attributes: ['VehicleID', 'TicketNumber', 'GallonsPurchased'] }),
    tripPayoutEntity().query.byDriver({ companyId, PayRunID }).go({ pages: 'all', attributes: ['VehicleID', 'payout', 'DandHpayout'] }),
    payDocEntity().query.byRun({ companyId, PayRunID }).go({ pages: 'all', attributes: ['DriverID', 'PayDocID', 'totalCompensation'] }),
  ]);
  const vehicles = new Map<string, VehicleTotals>();
  const of = (id: string) => {
    let v = vehicles.get(id);
    if (!v) vehicles.set(id, (v = { trips: [], tickets: [], drivers: new Set(), miles: 0, revenueCents: 0, payoutCents: 0, gallons: 0 }));
    return v;
  };
  let revenueCents = 0;
  for (const t of trips.data) {
    const v = of(t.VehicleID);
    v.trips.push(t.TripNumber);
    v.drivers.add(t.DriverNo1);
    if (t.DriverNo2) v.drivers.add(t.DriverNo2);
    v.miles += t.MilesQTY;
    v.revenueCents += cents(t.TripRevenue ?? 0);
    revenueCents += cents(t.TripRevenue ?? 0);
  }
  for (const f of fuel.data) {
    const v = of(f.VehicleID);
    v.tickets.push(f.TicketNumber);
    v.gallons += f.GallonsPurchased;
  }
  for (const p of payouts.data) of(p.VehicleID).payoutCents += cents(p.payout) + cents(p.DandHpayout);

  const summaries = [...vehicles.entries()].map(([vehicleId, v]) => ({
    companyId,
    payrunId: PayRunID,
    vehicleId,
    id: `${PayRunID}_${vehicleId}`,
    PayPeriod: { endDate: run.WeekEnding, endDateString: run.WeekEndingString },
    tripDataFiles: v.trips,
    fuelDataFiles: v.tickets,
    drivers: [...v.drivers].sort(),
    trips: v.trips.length,
    miles: Math.round(v.miles * 100) / 100,
    tripRevenue: centsToAmount(v.revenueCents),
    payout: centsToAmount(v.payoutCents),
    gallons: Math.round(v.gallons * 1000) / 1000,
  }));
  if (summaries.length > 0) await vehicleSummaryEntity().put(summaries).go({ concurrency: 4 });

  const payDocs = docs.data.sort((a, b) => a.DriverID.localeCompare(b.DriverID));
  const total = payDocs.reduce((sum, d) => sum + cents(d.totalCompensation), 0);
  await payRunEntity()
    .patch({ companyId, PayRunID })
    .set({
      status: 'processed',
      isProcessed: true,
      DriverPayDocs: payDocs.map((d) => ({ DriverID: d.DriverID, PayDocID: d.PayDocID })),
      VehicleList: [...vehicles.keys()].sort(),
      vehicleSummaryDocs: summaries.map((s) => s.id).sort(),
      TotalTripRevenue: centsToAmount(revenueCents),
      TotalCompensation: centsToAmount(total),
      calculatedAt: new Date().toISOString(),
    })
    .where(({ calculationId: current }, { eq }) => eq(current, calculationId))
    .go();
  return { PayRunID, drivers: payDocs.length, vehicles: summaries.length, TotalCompensation: centsToAmount(total) };
}
