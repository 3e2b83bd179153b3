import type { FileLink, MmrBatchView, MmrMonthView } from '#shared/reports/mmr-api';
import { apiRequest } from './client.ts';

const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;

/** The monthly maintenance report (role 4 and above) and the printable adjustments of a driver (payroll). */
export const mmrApi = {
  month: (month: string) => apiRequest<MmrMonthView>('GET', path('mmr', month)),
  build: (month: string) => apiRequest<MmrMonthView>('POST', path('mmr', month, 'records'), {}),
  pdfLink: (month: string, VehicleID: string) => apiRequest<FileLink>('GET', path('mmr', month, VehicleID, 'pdf')),
  batch: (month: string) => apiRequest<MmrBatchView>('POST', path('mmr', month, 'batch'), {}),
  zipLink: (month: string) => apiRequest<FileLink>('POST', path('mmr', month, 'zip'), {}),
  adjustmentLink: (DriverID: string) => apiRequest<FileLink>('POST', path('adjustment-template', DriverID), {}),
};

export const mmrKeys = {
  month: (month: string) => ['mmr', 'month', month] as const,
};
