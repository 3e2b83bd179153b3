import type { StatementTrip } from '#shared/statement/read-statement';

/** A synthetic fleet for the pay-run bench: one truck per driver, a realistic mix of linehaul and spot trips. */
export const BENCH_COMPANY = 'bench-freight';
export const BENCH_WEEK = '2026-03-07';

export function benchDrivers(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    companyId: BENCH_COMPANY,
    DriverID: String(3000000 + i),
    FirstName: `Driver${i}`,
    LastName: 'Bench',
    DisplayName: `Driver${i} Bench`,
    Active: true,
    TermStatus: false,
    Domicile: ['PHX', 'ELP', 'ABQ'][i % 3]!,
    HireDate: '2020-01-15',
  }));
}

export function benchTrips(drivers: number, tripsPerDriver: number): StatementTrip[] {
  const trips: StatementTrip[] = [];
  for (let d = 0; d < drivers; d++) {
    for (let t = 0; t < tripsPerDriver; t++) {
      const n = d * tripsPerDriver + t;
      const spot = t % 4 === 3;
      const miles = spot ? 40 + (n % 200) : 180 + (n % 500);
      trips.push({
        TripNumber: String(9000000 + n),
        TripStartDate: '2026-03-04',
        TripDateText: '03/04/2026',
        VehicleID: String(600000 + d),
        RunType: spot ? 'SPOT' : 'LINEHAUL',
        DriverNo1: String(3000000 + d),
        ...(spot ? { SpotName: n % 8 === 3 ? 'WALMART DC 6011' : 'LOCAL SHUTTLE' } : { LegOrg: t % 2 === 0 ? '00852' : '0612', LegDest: t % 2 === 0 ? '00871' : '0613' }),
        MilesQTY: miles,
        TripRevenue: Math.round(miles * 235) / 100,
        RateFuel: 0.5,
        ...(t % 5 === 0 ? { RevenueDandH: 50 } : {}),
        ...(spot && t % 8 === 7 ? { LiveDollarAmount: 45 } : {}),
        StatementOrderIndex: n,
      });
    }
  }
  return trips;
}
