import type { ImportTypeDef } from '#shared/imports/import-types';
import type { Cell, ImportTable, RowsRead } from '#shared/imports/read-table';
import { given, padNumberCell, readRowsBy, type Built, type Problem, type RowValues } from '#shared/imports/row-reader';
import { POSITION_EVENT, readProviderEvent, type PositionEvent, type RawEvent } from '#shared/telematics/provider-event';

export const trimbleImportDef: ImportTypeDef = {
  type: 'trimble',
  label: 'Trimble positions',
  minRole: 3,
  describes:
    'Each row is one position of a tractor from a Trimble (PeopleNet) export, stored as the telematics feed stores it; the tractor’s daily and state mileage follow. A position already stored (same tractor and moment) is written again unchanged.',
  columns: [
    { name: 'Tractor', kind: 'text', required: true, meaning: 'tractor number, as the telematics feed names it', aliases: ['Vehicle', 'VehicleID', 'TractorID', 'Unit', 'Truck'] },
    { name: 'DateTime', kind: 'datetime', required: true, meaning: 'moment of the position, e.g. 2025-03-14T08:30:00-07:00 or 3/14/2025 8:30 AM; without a zone, the company’s time zone', aliases: ['Timestamp', 'PositionTime', 'PosTimeStamp', 'Time'] },
    { name: 'Latitude', kind: 'number', required: false, meaning: 'latitude, −90 to 90 (with Longitude)', aliases: ['Lat'] },
    { name: 'Longitude', kind: 'number', required: false, meaning: 'longitude, −180 to 180 (with Latitude)', aliases: ['Lon', 'Long', 'Lng'] },
    { name: 'Odometer', kind: 'number', required: false, meaning: 'odometer in miles, 0 to 10,000,000', aliases: ['Odo', 'Miles'] },
    { name: 'State', kind: 'state', required: false, meaning: 'state or province, 2 letters', aliases: ['StateProv', 'Province'] },
    { name: 'Country', kind: 'text', required: false, meaning: 'US, CA or MX (Mexico miles are left out of IVMR)' },
    { name: 'City', kind: 'text', required: false, meaning: 'nearest city', aliases: ['Location'] },
    { name: 'DriverID', kind: 'text', required: false, meaning: 'driver logged in', aliases: ['Driver', 'DriverNo'] },
    { name: 'Speed', kind: 'number', required: false, meaning: 'speed, mph (0 to 200)', aliases: ['MPH'] },
  ],
  sample: [
    ['410200', '2025-03-17T06:02:00-07:00', '33.4342', '-112.0116', '412100', 'AZ', 'US', 'Phoenix', '1004500', '0'],
    ['410200', '2025-03-17T09:47:00-07:00', '32.2540', '-110.9742', '412216', 'AZ', 'US', 'Tucson', '1004500', '63'],
    ['410200', '2025-03-17T14:15:00-06:00', '32.3199', '-106.7637', '412488', 'NM', 'US', 'Las Cruces', '1004500', '58'],
  ],
};

/** The feed's field names, and the columns that carry them. */
const COLUMN_OF: Readonly<Record<string, string>> = {
  tractorID: 'Tractor', posTimeStamp: 'DateTime', lat: 'Latitude', lon: 'Longitude', odometer: 'Odometer',
  stateProv: 'State', country: 'Country', city: 'City', driverID: 'DriverID', speed: 'Speed',
};

function problemsOf(reasons: readonly string[]): Problem[] {
  return reasons.map((reason) => {
    const field = Object.keys(COLUMN_OF).find((f) => reason.startsWith(f));
    return { column: field ? COLUMN_OF[field]! : 'Tractor', reason };
  });
}

function buildPosition(values: RowValues, cells: Readonly<Record<string, Cell>>, timeZone: string): Built<PositionEvent> {
  const tractorID = padNumberCell(cells.Tractor, values.Tractor, 6)!;
  const posTimeStamp = String(values.DateTime);
  const raw = given({
    eventId: `trimble-${tractorID}-${posTimeStamp}`.slice(0, 128),
    eventType: POSITION_EVENT,
    tractorID,
    posTimeStamp,
    lat: values.Latitude,
    lon: values.Longitude,
    odometer: values.Odometer,
    stateProv: values.State,
    country: values.Country,
    city: values.City,
    driverID: values.DriverID === undefined ? undefined : String(values.DriverID),
    speed: values.Speed,
  }) as RawEvent;
  const read = readProviderEvent(raw, timeZone);
  if (!read.ok) return { problems: problemsOf(read.reasons) };
  // The id names the instant, so the same moment written with another zone is the same position.
  const event = { ...(read.event as PositionEvent), eventId: `trimble-${tractorID}-${read.event.posTimeStamp}` };
  return { value: event };
}

/**
 * Trimble position rows as the telematics feed reads its events (a time without a zone is in
 * `timeZone`, the company's); the same tractor and moment twice is refused.
 */
export function readTrimbleRows(table: ImportTable, timeZone = 'UTC'): RowsRead<PositionEvent> {
  return readRowsBy(table, {
    def: trimbleImportDef,
    maxText: { Tractor: 32, Country: 3, City: 80, DriverID: 32 },
    build: (values, cells) => buildPosition(values, cells, timeZone),
    duplicates: [{ column: 'DateTime', key: (p) => p.eventId, what: (p) => `Tractor ${p.tractorID} at ${p.posTimeStamp}` }],
  });
}
