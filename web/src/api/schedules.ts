import {
  SCHEDULE_LINK_HEADER, type CopyResult, type CreatedScheduleLink, type DriverDay, type DriverSchedule, type DriverSheets, type PublishResult,
  type SavedEntry, type ScheduleEntryView, type ScheduleLinkList, type ScheduleLinkView, type UpsertEntryBody, type WeekBoard,
} from '#shared/schedules/api';
import { apiRequest } from './client.ts';
import { linkRequest } from './link-request.ts';

const enc = encodeURIComponent;
const query = (params: Record<string, string | undefined>) => {
  const entries = Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]));
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
};

export const scheduleApi = {
  week: (week?: string) => apiRequest<WeekBoard>('GET', `/schedules/week${query({ week })}`),
  save: (body: Omit<UpsertEntryBody, 'legs' | 'notes'> & Partial<Pick<UpsertEntryBody, 'legs' | 'notes'>>) => apiRequest<SavedEntry>('PUT', '/schedules/entries', body),
  remove: (e: Pick<ScheduleEntryView, 'DriverID' | 'day' | 'version'>) => apiRequest<void>('DELETE', `/schedules/entries/${enc(e.DriverID)}/${enc(e.day)}?version=${e.version}`),
  copy: (from: string, to: string) => apiRequest<CopyResult>('POST', '/schedules/copy-week', { from, to }),
  publish: (week: string) => apiRequest<PublishResult>('POST', '/schedules/publish', { week }),
  driver: (DriverID: string, from?: string, to?: string) => apiRequest<DriverSchedule>('GET', `/schedules/drivers/${enc(DriverID)}${query({ from, to })}`),
  sheets: (day?: string) => apiRequest<DriverSheets>('GET', `/schedules/sheets${query({ day })}`),
  mine: (from?: string, to?: string) => apiRequest<DriverSchedule>('GET', `/me/schedule${query({ from, to })}`),
  myDay: (day?: string) => apiRequest<DriverDay>('GET', `/me/day${query({ day })}`),
  link: (body: { DriverID?: string; expiresInDays?: number }) => apiRequest<CreatedScheduleLink>('POST', '/me/schedule-link', body),
  myLinks: () => apiRequest<ScheduleLinkList>('GET', '/me/schedule-links').then((a) => a.links),
  driverLinks: (driverId: string) => apiRequest<ScheduleLinkList>('GET', `/schedule-links${query({ driverId })}`).then((a) => a.links),
  withdrawLink: (linkId: string) => apiRequest<ScheduleLinkView>('DELETE', `/schedule-links/${enc(linkId)}`),
};

/** A driver's schedule through his signed link. */
export function scheduleByLink(token: string): Promise<DriverSchedule> {
  return linkRequest<DriverSchedule>({ header: SCHEDULE_LINK_HEADER, token, method: 'GET', path: '/schedule-link/schedule' });
}
