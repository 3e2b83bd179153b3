import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addDays, formatIsoDate, weekdayOf, type CalendarDay } from '#shared/dates/calendar-day';
import { tryReadDate } from '#shared/dates/read-date';
import { toCsv, type CsvCell } from '#shared/csv/write-csv';
import { STATEMENT_COLUMNS } from '#shared/statement/columns';
import { localDay } from '#shared/telematics/local-day';
import { readBody, sendJson } from '#lib/local/gateway/http-utils';
import { RED_MESA } from '#lib/local/seed/demo-companies';
import { payHistoryWeeks, weekStatement } from '#lib/local/seed/demo-pay-history';
import type { Simulator } from './index.ts';

/** Red Mesa's contract on the portal (the demo seed saves it in Red Mesa's connection). */
export const RED_MESA_CONTRACT = { clientContractID: 'RMF-410200', clientContractVID: 'RMF-V1' } as const;
/** Weeks the portal keeps online. */
const WEEKS_ONLINE = 26;
/** How long a `+slow` login is held before the simulator lets go (the client gave up long before). */
const SLOW_HOLD_MS = 60_000;

const sessions = new Map<string, string>();

function text(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

/** The weeks posted by `today`: Saturdays before today, the last 26 of them. */
function isPosted(weekEnding: CalendarDay, today: CalendarDay): boolean {
  return weekdayOf(weekEnding) === 6 && weekEnding < today && weekEnding >= addDays(today, -7 * WEEKS_ONLINE);
}

function lastPosted(today: CalendarDay): CalendarDay {
  return addDays(today, -weekdayOf(today) - 1);
}

/** A fresh company's `SIM-…` contract: two trips and a fuel purchase on the week's Thursday. */
function twoTripStatement(weekEnding: CalendarDay): CsvCell[][] {
  const header = STATEMENT_COLUMNS.map((c) => c.name);
  const row = (cells: Record<string, CsvCell>) => header.map((name) => cells[name] ?? '');
  const day = (offset: number) => formatIsoDate(addDays(weekEnding, offset));
  return [
    row({ RecordType: 'TRIP', VehicleID: '900101', TripNumber: 'SIM0001', TripStartDate: day(-5), RunType: 'LINEHAUL', DriverNo1: '9000001', DriverName1: 'Sam Porter', LegOrg: '00852', LegDest: '00871', MilesQTY: 432, TripRevenue: '1036.80', RateFuel: 0.48 }),
    row({ RecordType: 'TRIP', VehicleID: '900101', TripNumber: 'SIM0002', TripStartDate: day(-3), RunType: 'LINEHAUL', DriverNo1: '9000001', DriverName1: 'Sam Porter', LegOrg: '00871', LegDest: '00852', MilesQTY: 432, TripRevenue: '1036.80', RateFuel: 0.48 }),
    row({ RecordType: 'FUEL', VehicleID: '900101', DriverNo1: '9000001', TicketNumber: 'SIMF0001', TransactionDate: day(-2), GallonsPurchased: 120.5, FuelAmount: '452.38', TruckStopName: 'SIM TRAVEL CENTER LORDSBURG NM', FromCarrier: 'N' }),
  ];
}

function statementOf(contractId: string, weekEnding: CalendarDay, today: CalendarDay): string | undefined {
  const header = STATEMENT_COLUMNS.map((c) => c.name);
  if (contractId === RED_MESA_CONTRACT.clientContractID) {
    const weeks = payHistoryWeeks(formatIsoDate(today));
    const index = weeks.indexOf(weekEnding);
    // The demo's own weeks keep the trip numbers its history was imported with.
    const rows = weekStatement(RED_MESA, weekEnding, index >= 0 ? index : 50 + (Math.floor(weekEnding / 7) % 50), RED_MESA.timeZone);
    return toCsv(header, rows.slice(1) as CsvCell[][]);
  }
  if (contractId.startsWith('SIM-')) return toCsv(header, twoTripStatement(weekEnding));
  return undefined;
}

async function createSession(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body: { login?: unknown; password?: unknown };
  try {
    body = JSON.parse((await readBody(req, 16 * 1024)).toString('utf8') || '{}') as typeof body;
  } catch {
    return sendJson(res, 400, { error: 'bad_request' });
  }
  const login = typeof body.login === 'string' ? body.login : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (login.endsWith('+down')) return sendJson(res, 503, { error: 'maintenance', message: 'The portal is down for maintenance.' });
  if (login.endsWith('+slow')) {
    // Never answers, as a hung portal does: the caller's timeout decides.
    const timer = setTimeout(() => text(res, 504, 'timeout'), SLOW_HOLD_MS);
    timer.unref();
    res.on('close', () => clearTimeout(timer));
    return;
  }
  if (!login || !password || password === 'wrong') return sendJson(res, 401, { error: 'invalid_login' });
  const sessionToken = randomBytes(18).toString('base64url');
  if (sessions.size > 10_000) sessions.clear();
  sessions.set(sessionToken, login);
  return sendJson(res, 200, { sessionToken });
}

function download(req: IncomingMessage, res: ServerResponse, contractId: string, contractVid: string, which: string, query: URLSearchParams): void {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const login = token ? sessions.get(token) : undefined;
  if (!login) return sendJson(res, 401, { error: 'no_session' });
  const today = tryReadDate(localDay(Date.now(), RED_MESA.timeZone))!;
  let weekEnding: CalendarDay | undefined;
  if (which === 'latest') weekEnding = lastPosted(today);
  else weekEnding = tryReadDate(query.get('weekEnding') ?? '');
  if (weekEnding === undefined || !isPosted(weekEnding, today)) return sendJson(res, 404, { error: 'not_posted' });
  // A contract VID ending `BADFILE` serves the portal's error page instead of the file, as the portal sometimes does.
  if (contractVid.endsWith('BADFILE')) return text(res, 200, '<html><body>Session expired</body></html>', { 'content-type': 'text/html' });
  const csv = statementOf(contractId, weekEnding, today);
  if (csv === undefined) return sendJson(res, 403, { error: 'contract_not_allowed' });
  const iso = formatIsoDate(weekEnding);
  text(res, 200, csv, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="settlement-${contractId}-${iso}.csv"`,
    'x-week-ending': iso,
  });
}

/**
 * The settlement portal's stand-in: `POST /session {login, password}` → `{sessionToken}` (401 for password
 * `wrong`, 503 for a login ending `+down`, no answer for `+slow`); `GET /contracts/{id}/{vid}/settlements?weekEnding=`
 * and `…/settlements/latest` → the week's CSV statement (404 until the Saturday has passed). Red Mesa's
 * contract serves the demo fleet's own week; `SIM-…` contracts a two-trip week for fresh companies.
 */
export const settlementPortalSimulator: Simulator = async (req, res, subPath, query) => {
  if (req.method === 'POST' && subPath === '/session') return createSession(req, res);
  const match = /^\/contracts\/([^/]+)\/([^/]+)\/settlements(?:\/(latest))?$/.exec(subPath);
  if (req.method === 'GET' && match) {
    return download(req, res, decodeURIComponent(match[1]!), decodeURIComponent(match[2]!), match[3] ?? 'week', query);
  }
  return sendJson(res, 404, { error: 'not_found' });
};
