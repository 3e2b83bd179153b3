import type { RecordList } from '#shared/maintenance/api';

/** The cache keys of the maintenance reads; a save invalidates everything under 'maintenance'. */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  tractor: (vehicleId: string) => ['maintenance', 'tractor', vehicleId] as const,
  list: (list: RecordList) => ['maintenance', 'list', list] as const,
  search: (q: unknown) => ['maintenance', 'search', q] as const,
  programs: ['maintenance', 'programs'] as const,
  reminders: (domiciles: readonly string[], state: string) => ['maintenance', 'reminders', domiciles, state] as const,
  pmReport: (date: string) => ['maintenance', 'pm-report', date] as const,
  serviceStatus: ['maintenance', 'service-status'] as const,
};
