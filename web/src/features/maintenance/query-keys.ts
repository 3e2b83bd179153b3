/** The cache keys of the maintenance reads; a save invalidates everything under 'maintenance'. */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  tractor: (vehicleId: string) => ['maintenance', 'tractor', vehicleId] as const,
  list: (list: 'in-progress' | 'completed') => ['maintenance', 'list', list] as const,
  search: (q: unknown) => ['maintenance', 'search', q] as const,
  programs: ['maintenance', 'programs'] as const,
  reminders: (domiciles: readonly string[], state: string) => ['maintenance', 'reminders', domiciles, state] as const,
  pmReport: (date: string) => ['maintenance', 'pm-report', date] as const,
  serviceStatus: ['maintenance', 'service-status'] as const,
};
