import type { CreatedRecords, IvmrLink } from '#shared/reports/ivmr-api';
import type { QuarterMiles } from '#shared/reports/ivmr-quarter';
import type { IvmrWeekView } from '#shared/reports/ivmr-week';
import { apiRequest } from './client.ts';

const week = (weekEnding: string, rest = '') => `/ivmr/weeks/${encodeURIComponent(weekEnding)}${rest}`;
const tractor = (weekEnding: string, VehicleID: string, rest: string) => week(weekEnding, `/${encodeURIComponent(VehicleID)}${rest}`);

export interface ApprovedWeek { reportId: string; Approved: true; approvedBy: string; approvedAt: string }

/** IVMR weeks, approvals and their files (/IVMR, the ivmr-report panel, /IVMR-Template). */
export const ivmrApi = {
  week: (weekEnding: string) => apiRequest<IvmrWeekView>('GET', week(weekEnding)),
  createRecords: (weekEnding: string) => apiRequest<CreatedRecords>('POST', week(weekEnding, '/records')),
  approve: (weekEnding: string, VehicleID: string, reason: string) => apiRequest<ApprovedWeek>('POST', tractor(weekEnding, VehicleID, '/approve'), reason ? { reason } : {}),
  templateLink: (weekEnding: string, VehicleID: string) => apiRequest<IvmrLink>('POST', tractor(weekEnding, VehicleID, '/template-link')),
  download: (reportId: string, format: 'pdf' | 'csv' | 'xlsx') => apiRequest<IvmrLink>('GET', `/ivmr/reports/${encodeURIComponent(reportId)}/download?format=${format}`),
  quarterMiles: (quarter: string) => apiRequest<QuarterMiles>('GET', `/ivmr/quarter-miles?${new URLSearchParams({ quarter }).toString()}`),
  zip: (from: string, to: string) => apiRequest<IvmrLink & { weeks: number }>('POST', '/ivmr/zips', { from, to }),
};

export const ivmrKeys = {
  all: ['ivmr'] as const,
  week: (weekEnding: string) => ['ivmr', 'week', weekEnding] as const,
  quarterMiles: (quarter: string) => ['ivmr', 'quarter-miles', quarter] as const,
};
