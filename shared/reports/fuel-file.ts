import { parseCsv } from '#shared/statement/csv';

/**
 * The card provider's daily transactions file (WEX layout): one purchase a row. Reading is all or
 * nothing: any row error refuses the whole file, so a bad file writes no purchase.
 */
export const FUEL_FILE_COLUMNS = [
  { key: 'transactionId', header: 'Transaction ID' },
  { key: 'date', header: 'Date' },
  { key: 'time', header: 'Time' },
  { key: 'cardNumber', header: 'Card Number' },
  { key: 'driver', header: 'Driver' },
  { key: 'merchant', header: 'Merchant Name' },
  { key: 'city', header: 'City' },
  { key: 'state', header: 'State' },
  { key: 'product', header: 'Product' },
  { key: 'gallons', header: 'Gallons' },
  { key: 'amount', header: 'Amount' },
] as const;

type ColumnKey = (typeof FUEL_FILE_COLUMNS)[number]['key'];
const REQUIRED: readonly ColumnKey[] = ['transactionId', 'date', 'cardNumber', 'merchant', 'gallons', 'amount'];

/** At most this many purchases a file: a fleet's day is a few hundred. */
export const MAX_FUEL_FILE_ROWS = 5000;
const MAX_GALLONS = 1000;
const MAX_AMOUNT = 10000;

export interface FuelFileRow {
  /** 1-based line of the file, the header being line 1. */
  row: number;
  transactionId: string;
  transactionDate: string;
  transactionTime?: string;
  FuelCardNo: string;
  driver?: string;
  vendorName: string;
  city?: string;
  /** Upper-case two-letter code, or '' when the file gives none. */
  state: string;
  product?: string;
  gallons: number;
  amount: number;
}

export interface FuelFileError { row: number; column: string; reason: string }

export type FuelFileReading = { ok: true; rows: FuelFileRow[] } | { ok: false; errors: FuelFileError[] };

const headerKey = (text: string) => text.trim().toLowerCase().replace(/[^a-z0-9]/g, '');

function readDate(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!y || !m || !d) return undefined;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return undefined;
  return date.toISOString().slice(0, 10);
}

function readNumber(text: string, max: number, decimals: number): number | undefined {
  const clean = text.replace(/[$,]/g, '');
  if (!/^\d+(\.\d+)?$/.test(clean)) return undefined;
  const value = Number(clean);
  if (value <= 0 || value > max) return undefined;
  return Math.round(value * 10 ** decimals) / 10 ** decimals;
}

/** The file's purchases, or every row error (row, column, reason); a file without the provider's header is refused at row 1. */
export function readFuelFile(text: string): FuelFileReading {
  const grid = parseCsv(text).filter((cells) => cells.some((c) => c.trim() !== ''));
  const [header, ...lines] = grid;
  const errors: FuelFileError[] = [];
  if (!header) return { ok: false, errors: [{ row: 1, column: 'file', reason: 'The file is empty.' }] };
  const at = new Map<ColumnKey, number>();
  for (const column of FUEL_FILE_COLUMNS) {
    const index = header.findIndex((cell) => headerKey(cell) === headerKey(column.header));
    if (index >= 0) at.set(column.key, index);
    else if (REQUIRED.includes(column.key)) errors.push({ row: 1, column: column.header, reason: `The column "${column.header}" is missing.` });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (lines.length > MAX_FUEL_FILE_ROWS) return { ok: false, errors: [{ row: MAX_FUEL_FILE_ROWS + 2, column: 'file', reason: `A file holds at most ${MAX_FUEL_FILE_ROWS} purchases.` }] };
  const rows: FuelFileRow[] = [];
  const seen = new Map<string, number>();
  lines.forEach((cells, index) => {
    const row = index + 2;
    const cell = (key: ColumnKey) => { const i = at.get(key); return i === undefined ? '' : (cells[i] ?? '').trim(); };
    const fail = (key: ColumnKey, reason: string) => errors.push({ row, column: FUEL_FILE_COLUMNS.find((c) => c.key === key)!.header, reason });
    const transactionId = cell('transactionId');
    if (transactionId === '' || transactionId.length > 64) fail('transactionId', 'A transaction id of 1 to 64 characters is required.');
    else if (seen.has(transactionId)) fail('transactionId', `The transaction ${transactionId} is also on row ${seen.get(transactionId)}.`);
    else seen.set(transactionId, row);
    const date = readDate(cell('date'));
    if (!date) fail('date', `Unreadable date "${cell('date').slice(0, 40)}": expected YYYY-MM-DD or MM/DD/YYYY.`);
    const card = cell('cardNumber');
    if (card === '' || card.length > 40) fail('cardNumber', 'A card number of 1 to 40 characters is required.');
    const merchant = cell('merchant');
    if (merchant === '' || merchant.length > 80) fail('merchant', 'A merchant name of 1 to 80 characters is required.');
    const state = cell('state').toUpperCase();
    if (state !== '' && !/^[A-Z]{2}$/.test(state)) fail('state', `Unreadable state "${state.slice(0, 20)}": expected a two-letter code.`);
    const gallons = readNumber(cell('gallons'), MAX_GALLONS, 3);
    if (gallons === undefined) fail('gallons', `Gallons must be a number above 0 and at most ${MAX_GALLONS}.`);
    const amount = readNumber(cell('amount'), MAX_AMOUNT, 2);
    if (amount === undefined) fail('amount', `The amount must be dollars above 0 and at most ${MAX_AMOUNT}.`);
    const optional = (key: ColumnKey, max: number) => { const v = cell(key).slice(0, max); return v === '' ? undefined : v; };
    if (date && gallons !== undefined && amount !== undefined) {
      rows.push({
        row, transactionId, transactionDate: date, transactionTime: optional('time', 8), FuelCardNo: card, driver: optional('driver', 80),
        vendorName: merchant.toUpperCase(), city: optional('city', 60), state, product: optional('product', 40), gallons, amount,
      });
    }
  });
  return errors.length > 0 ? { ok: false, errors: errors.slice(0, 200) } : { ok: true, rows };
}

/** The provider's file for the given purchases (the simulator and tests write what the reader reads). */
export function fuelFileText(rows: ReadonlyArray<Omit<FuelFileRow, 'row'>>): string {
  const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = rows.map((r) => [r.transactionId, r.transactionDate, r.transactionTime ?? '', r.FuelCardNo, r.driver ?? '', r.vendorName, r.city ?? '', r.state, r.product ?? '', r.gallons.toFixed(3), r.amount.toFixed(2)].map(quote).join(','));
  return [FUEL_FILE_COLUMNS.map((c) => c.header).join(','), ...lines].join('\r\n') + '\r\n';
}
