import type { StatementTrip } from '#shared/statement/read-statement';

export interface StatementDriver {
  DriverID: string;
  DisplayName: string;
  /** Second driver on at least one team trip: the calculation also reads his trips by that slot. */
  secondDriver?: true;
}

/** The statement's drivers by DriverID, named as the statement names them. */
export function statementDriverList(trips: readonly StatementTrip[]): StatementDriver[] {
  const drivers = new Map<string, StatementDriver>();
  const note = (id: string, name: string | undefined, second: boolean) => {
    const known = drivers.get(id) ?? { DriverID: id, DisplayName: '' };
    if (!known.DisplayName && name) known.DisplayName = name;
    if (second) known.secondDriver = true;
    drivers.set(id, known);
  };
  for (const t of trips) {
    note(t.DriverNo1, t.DriverName1, false);
    if (t.DriverNo2) note(t.DriverNo2, t.DriverName2, true);
  }
  return [...drivers.values()].sort((a, b) => a.DriverID.localeCompare(b.DriverID));
}
