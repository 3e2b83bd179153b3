import type { SoakRandom } from '#lib/soak/random';

/** The carrier's weekly statement columns, as the settlement portal sends them (test/fixtures/statements). */
const HEADER = 'RecordType,VehicleID,TripNumber,TripStartDate,RunType,DriverNo1,DriverName1,DriverNo2,DriverName2,LegOrg,LegDest,SpotName,SiteName,SpotTripId,MilesQTY,TripRevenue,RevenueDailyGrossDollars,RateFuel,LiveDollarAmount,RevenueDandH,PayType,PayRate,DriverNo1PayType,DriverNo1PayRate,DriverNo2PayType,DriverNo2PayRate,TicketNumber,TransactionDate,GallonsPurchased,FuelAmount,TruckStopName,FromCarrier';

/** Red Mesa's demo drivers on the statement, each on his own tractor. */
export const STATEMENT_DRIVERS = [
  { DriverID: '1004500', name: 'Jake Thornton', VehicleID: '410200' },
  { DriverID: '1004501', name: 'Maria Castillo', VehicleID: '410201' },
  { DriverID: '1004502', name: 'DeShawn Delgado', VehicleID: '410202' },
] as const;

/** Linehaul lanes of the demo pay tables, with their miles and revenue. */
const LANES = [
  { org: '00852', dest: '00871', miles: 612, revenue: 1438.2 },
  { org: '0612', dest: '0613', miles: 700, revenue: 1645.0 },
  { org: '0455', dest: '00871', miles: 274, revenue: 643.9 },
  { org: '00852', dest: '0733', miles: 455, revenue: 1069.25 },
];
const STOPS = ['PILOT #1183 TUCSON AZ', 'LOVES #652 LORDSBURG NM', 'TA EHRENBERG AZ'];

const addDays = (iso: string, days: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface StatementFile {
  readonly csv: string;
  /** Trips per driver, as the pay documents must count them. */
  readonly trips: ReadonlyMap<string, number>;
}

/**
 * A week's statement for the three drivers, dated inside the pay period ending `weekEnding`: two to four
 * linehaul trips each and a fuel purchase, chosen by the seed. Trip numbers start at `firstTrip`.
 */
export function statementFile(weekEnding: string, firstTrip: number, random: SoakRandom): StatementFile {
  const rows = [HEADER];
  const trips = new Map<string, number>();
  let trip = firstTrip;
  for (const d of STATEMENT_DRIVERS) {
    const count = random.int(2, 4);
    trips.set(d.DriverID, count);
    for (let i = 0; i < count; i++) {
      const lane = random.pick(LANES);
      rows.push(`TRIP,${d.VehicleID},${trip++},${addDays(weekEnding, -6 + i)},LINEHAUL,${d.DriverID},${d.name},,,${lane.org},${lane.dest},,,,${lane.miles},${lane.revenue.toFixed(2)},,0.48,,,,,,,,,,,,,,`);
    }
    const gallons = random.int(90_000, 160_000) / 1000;
    rows.push(`FUEL,${d.VehicleID},,,,${d.DriverID},,,,,,,,,,,,,,,,,,,,,T${trip},${addDays(weekEnding, -5)},${gallons.toFixed(3)},${(gallons * 3.89).toFixed(2)},${random.pick(STOPS)},Y`);
  }
  return { csv: `${rows.join('\n')}\n`, trips };
}
