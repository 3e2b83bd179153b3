import type { FuelFileRow } from '#shared/reports/fuel-file';
import { segmentMiles } from '#shared/telematics/segment-miles';
import { demoPlans, planAt } from '#lib/local/telematics/demo-plan';
import type { DemoCompany } from '#lib/local/seed/demo-companies';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The demo fleet's fuel economy: the purchases' gallons are the miles driven since the last one ÷ this. */
const DEMO_MPG = 6.5;
/** A tractor fills up every this many days (when it drove that day): a few hundred purchases in 90 days. */
const FILL_EVERY_DAYS = 3;
const PRICE_PER_GALLON = 3.879;
const APPROVED = ['PILOT TRAVEL CENTER', "LOVE'S TRAVEL STOP", 'TA PETRO'];
export const DEMO_AFP_VENDORS = APPROVED;
const UNAPPROVED = 'QUICK FUEL STOP';
/** A card no demo tractor carries: its purchases are listed as unmatched. */
export const DEMO_UNMATCHED_CARD = '7083 0500 9999';
const CITY: Record<string, string> = { AZ: 'FLAGSTAFF', NM: 'GALLUP', TX: 'EL PASO', CA: 'BLYTHE', NC: 'CHARLOTTE', VA: 'WYTHEVILLE', SC: 'SPARTANBURG', GA: 'LAVONIA', CO: 'PUEBLO' };

type Rows = Omit<FuelFileRow, 'row'>[];

/** Each tractor's miles by local day and state over [fromMs, toMs), from the same plan the feed drives. */
function dayStateMiles(company: DemoCompany, timeZone: string, fromMs: number, toMs: number) {
  return demoPlans(company).map((plan, index) => {
    const readings = [];
    for (let at = fromMs; at <= toMs; at += HOUR_MS) {
      const p = planAt(plan, at);
      readings.push({ atMs: at, odometer: p.odometer, stateProv: p.state, country: 'US' });
    }
    const byDay = new Map<string, Map<string, number>>();
    for (const r of segmentMiles(readings, timeZone)) {
      const states = byDay.get(r.date) ?? new Map<string, number>();
      states.set(r.state, (states.get(r.state) ?? 0) + r.miles);
      byDay.set(r.date, states);
    }
    return { VehicleID: plan.VehicleID, index, byDay };
  });
}

/**
 * The demo card purchases of the local days `days` (YYYY-MM-DD): every few days a tractor fills up in
 * the state it drove most that day, for the miles of the days since its last fill at 6.5 MPG; every
 * seventeenth at a vendor outside the approved list; a stray card (no tractor) now and then. The same day
 * always gives the same purchases and ids, so the seed and the simulator's daily files never differ.
 */
export function demoTransactions(company: DemoCompany, tractors: ReadonlyArray<{ VehicleID: string; FuelCardNo?: string | null }>, timeZone: string, days: readonly string[]): Rows {
  if (days.length === 0) return [];
  const sorted = [...days].sort();
  const fromMs = Date.parse(`${sorted[0]}T00:00:00Z`) - (FILL_EVERY_DAYS + 1) * DAY_MS;
  const toMs = Date.parse(`${sorted[sorted.length - 1]}T00:00:00Z`) + 2 * DAY_MS;
  const fleet = dayStateMiles(company, timeZone, fromMs, toMs);
  const cards = new Map(tractors.map((t) => [t.VehicleID, t.FuelCardNo ?? '']));
  const rows: Rows = [];
  const wanted = new Set(days);
  for (const tractor of fleet) {
    const card = cards.get(tractor.VehicleID);
    if (!card) continue;
    for (const date of sorted) {
      const epochDay = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
      if ((epochDay + tractor.index) % FILL_EVERY_DAYS !== 0 || !wanted.has(date)) continue;
      const today = tractor.byDay.get(date);
      if (!today || today.size === 0) continue;
      let miles = 0;
      for (let back = 0; back < FILL_EVERY_DAYS; back++) {
        const day = new Date((epochDay - back) * DAY_MS).toISOString().slice(0, 10);
        for (const m of tractor.byDay.get(day)?.values() ?? []) miles += m;
      }
      if (miles < 50) continue;
      const [state] = [...today].sort((a, b) => b[1] - a[1])[0]!;
      const gallons = Math.round((miles / DEMO_MPG) * 1000) / 1000;
      const n = epochDay + tractor.index;
      const fill = Math.floor(n / FILL_EVERY_DAYS);
      const vendorName = fill % 17 === 0 ? UNAPPROVED : APPROVED[fill % APPROVED.length]!;
      rows.push({
        transactionId: `WX${date.replace(/-/g, '')}${tractor.VehicleID}`, transactionDate: date, transactionTime: `${String(6 + (n % 12)).padStart(2, '0')}:${String((n * 7) % 60).padStart(2, '0')}`,
        FuelCardNo: fill % 41 === 0 ? DEMO_UNMATCHED_CARD : card, vendorName, city: CITY[state] ?? '', state, product: 'ULSD', gallons,
        amount: Math.round(gallons * PRICE_PER_GALLON * 100) / 100,
      });
    }
  }
  return rows.sort((a, b) => (a.transactionDate === b.transactionDate ? (a.transactionId < b.transactionId ? -1 : 1) : a.transactionDate < b.transactionDate ? -1 : 1));
}
