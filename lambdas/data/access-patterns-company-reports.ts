import type { AccessPattern } from './access-patterns.ts';

/**
 * Points summary rows, scheduled company reports and the links they e-mail. The scheduled reports' due
 * and pending indexes are the partitions not under a company: the job must find what is due across companies
 * without reading each of them, and the indexes hold only a few schedules a company.
 */
export const COMPANY_REPORT_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'pointSummaryRow', readers: 'Points Summary (whole table); an upload replaces it', pk: ['companyId'], sk: ['rowNo'], indexes: [], volumePerYear: '≤ 5,000 rows, replaced not added', grows: false },
  { entity: 'scheduledReport', readers: 'scheduled reports list (company), editor (get); the send job (gsi1: active schedules by next run, across companies; gsi2, sparse: runs claimed and not ended, by claim time, to resume one whose lease passed)', pk: ['companyId'], sk: ['scheduleId'], indexes: ['gsi1: dueBucket / nextRunAt, companyId, scheduleId', 'gsi2: pendingBucket / claimedAt'], volumePerYear: '~20 (bounded by the menu × users)', grows: false },
  { entity: 'reportLink', readers: 'one link by id (the e-mailed token names company and link)', pk: ['companyId', 'linkId'], sk: [], indexes: [], volumePerYear: '~2,000 (a run a day × recipients share one link)', grows: true },
];
