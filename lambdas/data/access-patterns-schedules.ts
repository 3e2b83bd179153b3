import type { AccessPattern } from './access-patterns.ts';

/** Driver schedules: dispatch's week board (one partition a company week) and a driver's own schedule (category index). */
export const SCHEDULE_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'scheduleEntry', readers: 'week board, copy and publish of a week, daily driver sheets, PM report next departures (week partitions); a driver\'s own schedule and his signed link (gsi1 by category = DriverID)', pk: ['companyId', 'week'], sk: ['category', 'day'], indexes: ['gsi1: companyId, category / day'], volumePerYear: '~65,000 (250 drivers × 5 days × 52)', grows: true },
  { entity: 'scheduleLink', readers: 'one link by id (the visitor\'s key, a withdrawal); a driver\'s links (gsi1) and the company\'s (gsi2), each read only over the links made in the last 60 days', pk: ['companyId', 'linkId'], sk: [], indexes: ['gsi1: companyId, category / createdAt, linkId', 'gsi2: companyId / createdAt, linkId'], volumePerYear: '~2,000 (a few links a driver; one partition each, as the token names both); a list reads ≤ ~400', grows: true },
];
