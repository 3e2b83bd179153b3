import type { Cell } from '#shared/imports/read-table';
import type { PointRow } from './points-summary.ts';

/** A points table is one fleet's drivers or tractors; more rows than this is not a points table. */
export const MAX_POINT_ROWS = 5000;
const MAX_METRICS = 20;

export type PointsFileRead = { ok: true; rows: PointRow[] } | { ok: false; field: string; reason: string };

const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9%]/g, '');

/** The headers each field is read from, squashed (lower case, letters, digits and % only). */
const FIELD_HEADERS = {
  id: ['id', 'driverid', 'vehicleid', 'tractorid', 'tractor', 'unit'],
  name: ['name', 'drivername', 'driver', 'tractorname'],
  availabilityText: ['availability%', 'availability', 'availabilitypct', 'availabilitypercent'],
  updatedOn: ['updatedon', 'updated', 'updatedat'],
  reportUrl: ['reporturl', 'url', 'report'],
  refreshedOnText: ['refreshedontext', 'refreshedon', 'refreshed'],
} as const;

type Field = keyof typeof FIELD_HEADERS;

/** Excel's day 0 is 1899-12-30; a serial between these is a date of this century. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

function text(cell: Cell | undefined, max: number): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim().slice(0, max);
}

function instant(cell: Cell | undefined): string {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  if (typeof cell === 'number') return cell > 20_000 && cell < 80_000 ? new Date(EXCEL_EPOCH_MS + cell * 86_400_000).toISOString() : '';
  const raw = text(cell, 64);
  const ms = raw ? Date.parse(raw) : Number.NaN;
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}

/** The first row is the header; the id and Availability_% columns are required, the others read when present. */
export function readPointsGrid(grid: readonly (readonly Cell[])[]): PointsFileRead {
  const [header = [], ...body] = grid;
  const columns = new Map<Field, number>();
  const used = new Set<number>();
  header.forEach((cell, index) => {
    const key = squash(text(cell, 80));
    for (const [field, names] of Object.entries(FIELD_HEADERS) as [Field, readonly string[]][]) {
      if (!columns.has(field) && names.includes(key)) {
        columns.set(field, index);
        used.add(index);
        return;
      }
    }
  });
  if (!columns.has('id')) return { ok: false, field: 'id', reason: 'The file has no id column (id, DriverID or VehicleID).' };
  if (!columns.has('availabilityText')) return { ok: false, field: 'Availability_%', reason: 'The file has no Availability_% column.' };
  const rows = body.filter((cells) => cells.some((c) => text(c, 1) !== ''));
  if (rows.length === 0) return { ok: false, field: 'file', reason: 'The file has no rows under its header.' };
  if (rows.length > MAX_POINT_ROWS) return { ok: false, field: 'file', reason: `The file has ${rows.length} rows; a points table holds at most ${MAX_POINT_ROWS}.` };
  const metricColumns = header.map((cell, index) => ({ name: text(cell, 60), index })).filter((c) => c.name && !used.has(c.index)).slice(0, MAX_METRICS);
  const at = (cells: readonly Cell[], field: Field) => cells[columns.get(field) ?? -1];
  const read: PointRow[] = [];
  for (const [n, cells] of rows.entries()) {
    const id = text(at(cells, 'id'), 128);
    if (!id) return { ok: false, field: 'id', reason: `Row ${n + 2} has no id.` };
    read.push({
      id,
      name: text(at(cells, 'name'), 200),
      availabilityText: text(at(cells, 'availabilityText'), 40),
      updatedOn: instant(at(cells, 'updatedOn')),
      reportUrl: text(at(cells, 'reportUrl'), 1000),
      refreshedOnText: text(at(cells, 'refreshedOnText'), 200),
      metrics: metricColumns.flatMap(({ name, index }) => {
        const cell = cells[index];
        const value = typeof cell === 'number' ? cell : typeof cell === 'string' && cell.trim() !== '' ? Number(cell) : Number.NaN;
        return Number.isFinite(value) ? [{ name, value }] : [];
      }),
    });
  }
  return { ok: true, rows: read };
}
