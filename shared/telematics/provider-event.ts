import * as z from 'zod';
import { LIMITS } from '#shared/validation/bounds';
import { wallClockToEpochMs } from './local-day.ts';

/**
 * The provider's events as its batches carry them (Omnitracs-style message types). Each event is read
 * on its own so one bad event is refused with its reasons while the rest of the batch is stored.
 */
export const POSITION_EVENT = 'T.2.06.0';
export const DRIVER_LOG_EVENT = 'T.2.13.0';
export const GENERIC_EVENT = 'T.5.01.0';
export const EVENT_TYPES = [POSITION_EVENT, DRIVER_LOG_EVENT, GENERIC_EVENT] as const;

/** 101 logged in, 102 logged off, 103 forced off, 104 bumped by another driver. */
export const LOG_CODES = [101, 102, 103, 104] as const;
export const MAX_EVENTS_PER_BATCH = 1000;
/** ~1 KB an event at most, with room: well under Lambda's 6 MB payload. */
export const BATCH_BODY_BYTES = 1_500_000;
export const MAX_ODOMETER = 10_000_000;

const cell = z.union([z.string().max(200), z.number().min(-LIMITS.amount).max(LIMITS.amount), z.boolean(), z.null()]);

/** The envelope: bounded raw events, read one by one by `readProviderEvent`. */
export const eventBatchBody = z.object({
  events: z.array(z.record(z.string().max(40), cell).refine((r) => Object.keys(r).length <= 30, 'An event has at most 30 fields.')).min(1, 'events needs at least one event.').max(MAX_EVENTS_PER_BATCH, `events holds at most ${MAX_EVENTS_PER_BATCH} events.`),
}).strict();

export type RawEvent = Record<string, string | number | boolean | null>;

interface EventBase {
  eventId: string;
  tractorID: string;
  driverID?: string;
  /** Epoch ms and its ISO 8601 UTC form (the stored form, so stored timestamps compare as strings). */
  atMs: number;
  posTimeStamp: string;
}

export interface PositionEvent extends EventBase {
  eventType: typeof POSITION_EVENT | typeof GENERIC_EVENT;
  odometer?: number;
  stateProv?: string;
  country?: string;
  city?: string;
  lat?: number;
  lon?: number;
  speed?: number;
  ignition?: 'on' | 'off' | 'unknown';
}

export interface LogEvent extends EventBase {
  eventType: typeof DRIVER_LOG_EVENT;
  driverID: string;
  code: (typeof LOG_CODES)[number];
}

export type ProviderEvent = PositionEvent | LogEvent;

export type EventReading = { ok: true; event: ProviderEvent } | { ok: false; eventId: string | null; reasons: string[] };

const TS = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;
/** Epoch ms between 2000 and 2100: anything else is a unit mistake. */
const EPOCH_MS_MIN = 946_684_800_000;
const EPOCH_MS_MAX = 4_102_444_800_000;

/** A timestamp: ISO 8601 with Z or an offset, epoch milliseconds, or wall-clock time in `timeZone`. */
export function readTimestamp(value: unknown, timeZone: string): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= EPOCH_MS_MIN && value <= EPOCH_MS_MAX ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = TS.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s = '0', frac = '', zone] = m;
  const nums = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const [year, month, day, hour, minute, second] = nums;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return undefined;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCDate() !== day) return undefined;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3) || 0);
  let at: number;
  if (!zone) at = wallClockToEpochMs(year, month, day, hour, minute, second, timeZone) + ms;
  else if (zone.toUpperCase() === 'Z') at = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  else {
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
    at = Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset;
  }
  return at >= EPOCH_MS_MIN && at <= EPOCH_MS_MAX ? at : undefined;
}

function text(raw: RawEvent, field: string, max: number, reasons: string[], required = false): string | undefined {
  const v = raw[field];
  if (v === undefined || v === null || v === '') {
    if (required) reasons.push(`${field} is required.`);
    return undefined;
  }
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : undefined;
  if (s === undefined || s.length === 0) {
    reasons.push(`${field} must be text.`);
    return undefined;
  }
  if (s.length > max) {
    reasons.push(`${field} is at most ${max} characters.`);
    return undefined;
  }
  return s;
}

function number(raw: RawEvent, field: string, min: number, max: number, reasons: string[], label = field): number | undefined {
  const v = raw[field];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^[+-]?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isFinite(n) || n < min || n > max) {
    reasons.push(`${label} must be a number from ${min} to ${max}.`);
    return undefined;
  }
  return n;
}

function ignitionOf(v: unknown): 'on' | 'off' | 'unknown' | undefined | null {
  if (v === undefined || v === null || v === '') return undefined;
  if (v === true || v === 1) return 'on';
  if (v === false || v === 0) return 'off';
  if (typeof v !== 'string') return null;
  const s = v.trim().toLowerCase();
  if (['on', 'true', '1'].includes(s)) return 'on';
  if (['off', 'false', '0'].includes(s)) return 'off';
  if (s === 'unknown') return 'unknown';
  return null;
}

const KNOWN_FIELDS = new Set(['eventId', 'eventType', 'tractorID', 'driverID', 'posTimeStamp', 'eventDateCode', 'odometer', 'stateProv', 'country', 'city', 'lat', 'lon', 'speed', 'ignition', 'code']);

/** Reads one raw event; every problem is named, so the provider can fix its feed. */
export function readProviderEvent(raw: RawEvent, timeZone: string): EventReading {
  const reasons: string[] = [];
  const eventId = text(raw, 'eventId', LIMITS.idLength, reasons, true);
  const eventType = raw.eventType;
  if (!EVENT_TYPES.includes(eventType as (typeof EVENT_TYPES)[number])) reasons.push(`eventType ${JSON.stringify(eventType ?? null)} is not a known event type (${EVENT_TYPES.join(', ')}).`);
  const tractorID = text(raw, 'tractorID', 32, reasons, true);
  const driverID = text(raw, 'driverID', 32, reasons);
  const atMs = readTimestamp(raw.posTimeStamp, timeZone);
  if (atMs === undefined) reasons.push('posTimeStamp is not a readable timestamp (ISO 8601 or epoch milliseconds).');
  const unknown = Object.keys(raw).filter((k) => !KNOWN_FIELDS.has(k));
  if (unknown.length > 0) reasons.push(`Unknown fields: ${unknown.slice(0, 5).join(', ')}.`);

  if (eventType === DRIVER_LOG_EVENT) {
    const code = Number(raw.code);
    if (!LOG_CODES.includes(code as (typeof LOG_CODES)[number])) reasons.push('code must be 101, 102, 103 or 104.');
    if (!driverID) reasons.push('driverID is required for a log-in event.');
    if (reasons.length > 0 || !eventId || !tractorID || !driverID || atMs === undefined) return { ok: false, eventId: eventId ?? null, reasons };
    return { ok: true, event: { eventType, eventId, tractorID, driverID, atMs, posTimeStamp: new Date(atMs).toISOString(), code: code as LogEvent['code'] } };
  }

  const odometer = number(raw, 'odometer', 0, MAX_ODOMETER, reasons);
  const lat = number(raw, 'lat', -90, 90, reasons);
  const lon = number(raw, 'lon', -180, 180, reasons);
  const speed = number(raw, 'speed', 0, 200, reasons);
  if ((lat === undefined) !== (lon === undefined) && !reasons.some((r) => r.startsWith('lat') || r.startsWith('lon'))) reasons.push('lat and lon come together.');
  const stateProv = text(raw, 'stateProv', 3, reasons)?.toUpperCase();
  const country = text(raw, 'country', 3, reasons)?.toUpperCase();
  const city = text(raw, 'city', 80, reasons);
  const ignition = ignitionOf(raw.ignition);
  if (ignition === null) reasons.push('ignition must be on, off or unknown.');
  if (reasons.length > 0 || !eventId || !tractorID || atMs === undefined) return { ok: false, eventId: eventId ?? null, reasons };
  const event: PositionEvent = {
    eventType: eventType as PositionEvent['eventType'], eventId, tractorID, atMs, posTimeStamp: new Date(atMs).toISOString(),
    ...(driverID ? { driverID } : {}), ...(odometer !== undefined ? { odometer } : {}), ...(stateProv ? { stateProv } : {}),
    ...(country ? { country } : {}), ...(city ? { city } : {}), ...(lat !== undefined && lon !== undefined ? { lat, lon } : {}),
    ...(speed !== undefined ? { speed } : {}), ...(ignition ? { ignition } : {}),
  };
  return { ok: true, event };
}
