import type { ApprovalView, AuditView, DriverShiftsView, MyTimecardsView, PunchRequest, ShiftView, TimeclockState, TimecardsWeekView } from '#shared/timekeeping/api';
import { apiRequest } from './client.ts';

const enc = encodeURIComponent;

export const timekeepingKeys = {
  /** The same key the Drive page's timeclock card reads, so a punch refreshes both. */
  mine: ['timekeeping', 'me'] as const,
  /** The driver's own week: 'current' for the week the company is in now. */
  myWeek: (weekEnding: string) => ['timekeeping', 'my-week', weekEnding] as const,
  week: (weekEnding: string) => ['timekeeping', 'week', weekEnding] as const,
  driver: (driverId: string, weekEnding: string) => ['timekeeping', 'driver', driverId, weekEnding] as const,
  audit: (driverId: string, weekEnding: string) => ['timekeeping', 'audit', driverId, weekEnding] as const,
};

/**
 * One clock in or out, as the phone's outbox sends it: `POST /me/timeclock/{kind}` with
 * `{ punchKey, tappedAt, sentAt, position? }`. Keep `punchKey` and `tappedAt` for every retry of the
 * same punch and set `sentAt` to the phone's clock at each attempt: the server measures the phone's
 * clock skew from it and records the tap time when it lies between the driver's previous punch and the
 * arrival (else the arrival, flagged). A retry answers the first punch's shift; send a driver's punches
 * in the order tapped. 4xx: refused for good (409 already clocked in / not clocked in, 403 timekeeping
 * off, 400 a bad field); network errors and 5xx may be retried.
 */
export function sendPunch({ kind, punchKey, tappedAt, sentAt, position }: PunchRequest): Promise<ShiftView> {
  return apiRequest<ShiftView>('POST', `/me/timeclock/${kind}`, { punchKey, tappedAt, sentAt, ...(position ? { position } : {}) });
}

export const timekeepingApi = {
  state: () => apiRequest<TimeclockState>('GET', '/me/timeclock'),
  /** The driver's own week; without a week ending, the current week in the company's time zone. */
  myWeek: (weekEnding?: string) => apiRequest<MyTimecardsView>('GET', weekEnding ? `/me/timecards?weekEnding=${enc(weekEnding)}` : '/me/timecards'),
  week: (weekEnding: string) => apiRequest<TimecardsWeekView>('GET', `/timecards?weekEnding=${enc(weekEnding)}`),
  driver: (driverId: string, weekEnding: string) => apiRequest<DriverShiftsView>('GET', `/timecards/${enc(driverId)}?weekEnding=${enc(weekEnding)}`),
  audit: (driverId: string, weekEnding: string) => apiRequest<{ entries: AuditView[] }>('GET', `/timecards/${enc(driverId)}/audit?weekEnding=${enc(weekEnding)}`),
  addShift: (driverId: string, body: { in: string; out?: string; reason: string }) => apiRequest<ShiftView>('POST', `/timecards/${enc(driverId)}/shifts`, body),
  editShift: (driverId: string, punchId: string, body: { in?: string; out?: string | null; reason: string; version: number }) => apiRequest<ShiftView>('PATCH', `/timecards/${enc(driverId)}/shifts/${enc(punchId)}`, body),
  deleteShift: (driverId: string, punchId: string, body: { reason: string; version: number }) => apiRequest<void>('DELETE', `/timecards/${enc(driverId)}/shifts/${enc(punchId)}`, body),
  approve: (driverId: string, weekEnding: string, version: number) => apiRequest<ApprovalView>('POST', `/timecards/${enc(driverId)}/approve`, { weekEnding, version }),
};
