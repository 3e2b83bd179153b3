import { sumAmounts } from '#shared/maintenance/costs';

/** The monthly maintenance report (MMR) of one tractor: what its month is built from, and how. */

export type PmStatus = 'overdue' | 'due' | 'due-soon' | 'ok' | 'unknown';

/** A maintenance record as the month reads it. */
export interface MmrServiceSource {
  id: string;
  ServiceDate: string;
  serviceType?: string;
  isPM?: boolean;
  ServiceProvider?: string;
  ServiceNo?: string;
  ServiceStatus: 'In Progress' | 'Completed';
  partsTotal?: number;
  labourTotal?: number;
  total?: number;
}

/** One day and state of the feed's mileage (tractorDayMileage). */
export interface MmrDayMileage {
  date: string;
  miles?: number;
  odoStart?: number;
  odoStop?: number;
}

export interface MmrService {
  recordId: string;
  date: string;
  service: string;
  vendor: string;
  workOrder: string;
  status: 'In Progress' | 'Completed';
  parts: number;
  labor: number;
  total: number;
}

export interface MmrMonthFigures {
  services: MmrService[];
  servicesCount: number;
  partsTotal: number;
  laborTotal: number;
  totalCost: number;
  odometerStart: number | null;
  odometerEnd: number | null;
  miles: number | null;
}

const finite = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** First and last calendar day of a YYYY-MM month. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 1 ? `${year - 1}-12` : `${year}-${String(mon - 1).padStart(2, '0')}`;
}

/** The spec's MMRReports id: month-year (`MM-YYYY`). */
export function monthYearId(month: string): string {
  return `${month.slice(5, 7)}-${month.slice(0, 4)}`;
}

function serviceName(source: MmrServiceSource): string {
  const type = source.serviceType?.trim();
  if (type) return type;
  return source.isPM ? 'PM service' : 'Service';
}

/**
 * A tractor's month: its services of the month by date (total cost is the sum of the services' totals,
 * in cents), the odometer at the first reading of the month's first day with one and at the last reading
 * of its last day with one, and the feed's miles of the month. No reading gives null, never NaN.
 */
export function buildMmrMonth(month: string, services: readonly MmrServiceSource[], days: readonly MmrDayMileage[]): MmrMonthFigures {
  const { first, last } = monthBounds(month);
  const mine = services.filter((s) => s.ServiceDate >= first && s.ServiceDate <= last)
    .sort((a, b) => a.ServiceDate.localeCompare(b.ServiceDate) || a.id.localeCompare(b.id))
    .map((s): MmrService => ({
      recordId: s.id, date: s.ServiceDate, service: serviceName(s), vendor: s.ServiceProvider ?? '', workOrder: s.ServiceNo ?? '', status: s.ServiceStatus,
      parts: finite(s.partsTotal) ? s.partsTotal : 0, labor: finite(s.labourTotal) ? s.labourTotal : 0, total: finite(s.total) ? s.total : 0,
    }));
  const inMonth = days.filter((d) => d.date >= first && d.date <= last);
  const starts = inMonth.filter((d) => finite(d.odoStart)).sort((a, b) => a.date.localeCompare(b.date) || a.odoStart! - b.odoStart!);
  const stops = inMonth.filter((d) => finite(d.odoStop)).sort((a, b) => b.date.localeCompare(a.date) || b.odoStop! - a.odoStop!);
  const withMiles = inMonth.filter((d) => finite(d.miles));
  return {
    services: mine,
    servicesCount: mine.length,
    partsTotal: sumAmounts(mine.map((s) => s.parts)),
    laborTotal: sumAmounts(mine.map((s) => s.labor)),
    totalCost: sumAmounts(mine.map((s) => s.total)),
    odometerStart: starts[0]?.odoStart ?? null,
    odometerEnd: stops[0]?.odoStop ?? null,
    miles: withMiles.length === 0 ? null : Math.round(withMiles.reduce((sum, d) => sum + d.miles!, 0) * 10) / 10,
  };
}

const SEVERITY: Record<PmStatus, number> = { unknown: -1, ok: 0, 'due-soon': 1, due: 2, overdue: 3 };

/** The tractor's PM status: the worst of its PM reminders' states; `unknown` with none. */
export function worstPmStatus(states: readonly PmStatus[]): PmStatus {
  return states.reduce<PmStatus>((worst, s) => (SEVERITY[s] > SEVERITY[worst] ? s : worst), 'unknown');
}

/** The odometer the PM reminders are judged on at the month's end: its last reading, else the latest known before. */
export function odometerAtMonthEnd(figures: Pick<MmrMonthFigures, 'odometerEnd'>, earlier: number | undefined): number | undefined {
  return figures.odometerEnd ?? (finite(earlier) ? earlier : undefined);
}

/** Totals of a month's rows: each the sum of the rows (money in cents). */
export function mmrTotals(rows: ReadonlyArray<Pick<MmrMonthFigures, 'servicesCount' | 'partsTotal' | 'laborTotal' | 'totalCost' | 'miles'>>) {
  return {
    tractors: rows.length,
    servicesCount: rows.reduce((s, r) => s + r.servicesCount, 0),
    partsTotal: sumAmounts(rows.map((r) => r.partsTotal)),
    laborTotal: sumAmounts(rows.map((r) => r.laborTotal)),
    totalCost: sumAmounts(rows.map((r) => r.totalCost)),
    miles: Math.round(rows.reduce((s, r) => s + (r.miles ?? 0), 0) * 10) / 10,
  };
}

const safe = (text: string, fallback: string) => text.replace(/[^A-Za-z0-9 _.()-]+/g, '').trim().replace(/\s+/g, '-') || fallback;

/** A tractor's MMR file: `{VehicleID}-{month}-MMR.pdf`. */
export function mmrPdfName(VehicleID: string, month: string): string {
  return `${safe(VehicleID, 'tractor')}-${month}-MMR.pdf`;
}

/** The month's zip (spec exportMMRtoZip): `{company}-{month}-MMR.zip`, the company name made safe for a file system. */
export function mmrZipName(companyName: string, month: string): string {
  return `${safe(companyName, 'company')}-${month}-MMR.zip`;
}
