import type { ApprovalView, AuditView, DriverShiftsView, MyTimecardsView, Position, ShiftView, TimeclockState, TimecardsWeekView } from '#shared/timekeeping/api';
import { apiRequest } from './client.ts';

const enc = encodeURIComponent;

export const timekeepingKeys = {
  /** The same key the Drive page's timeclock card reads, so a punch refreshes both. */
  mine: ['timekeeping', 'me'] as const,
  week: (weekEnding: string) => ['timekeeping', 'week', weekEnding] as const,
  driver: (driverId: string, weekEnding: string) => ['timekeeping', 'driver', driverId, weekEnding] as const,
  audit: (driverId: string, weekEnding: string) => ['timekeeping', 'audit', driverId, weekEnding] as const,
};

export const timekeepingApi = {
  state: () => apiRequest<TimeclockState>('GET', '/me/timeclock'),
  punch: (direction: 'in' | 'out', punchKey: string, position?: Position) => apiRequest<ShiftView>('POST', `/me/timeclock/${direction}`, { punchKey, ...(position ? { position } : {}) }),
  myWeek: (weekEnding: string) => apiRequest<MyTimecardsView>('GET', `/me/timecards?weekEnding=${enc(weekEnding)}`),
  week: (weekEnding: string) => apiRequest<TimecardsWeekView>('GET', `/timecards?weekEnding=${enc(weekEnding)}`),
  driver: (driverId: string, weekEnding: string) => apiRequest<DriverShiftsView>('GET', `/timecards/${enc(driverId)}?weekEnding=${enc(weekEnding)}`),
  audit: (driverId: string, weekEnding: string) => apiRequest<{ entries: AuditView[] }>('GET', `/timecards/${enc(driverId)}/audit?weekEnding=${enc(weekEnding)}`),
  addShift: (driverId: string, body: { in: string; out?: string; reason: string }) => apiRequest<ShiftView>('POST', `/timecards/${enc(driverId)}/shifts`, body),
  editShift: (driverId: string, punchId: string, body: { in?: string; out?: string | null; reason: string; version: number }) => apiRequest<ShiftView>('PATCH', `/timecards/${enc(driverId)}/shifts/${enc(punchId)}`, body),
  deleteShift: (driverId: string, punchId: string, body: { reason: string; version: number }) => apiRequest<void>('DELETE', `/timecards/${enc(driverId)}/shifts/${enc(punchId)}`, body),
  approve: (driverId: string, weekEnding: string, version: number) => apiRequest<ApprovalView>('POST', `/timecards/${enc(driverId)}/approve`, { weekEnding, version }),
};
