/** A tractor's reminder counts as the list and the dashboard read them. */
export interface ServiceCounts {
  readonly serviceOverdueCount?: number | null;
  readonly serviceDueSoonCount?: number | null;
}

export type ServiceStanding = 'overdue' | 'due-soon' | 'ok';

/** A tractor is overdue or due soon, never both: one overdue service outranks any due soon. */
export function serviceStanding(t: ServiceCounts): ServiceStanding {
  if ((t.serviceOverdueCount ?? 0) > 0) return 'overdue';
  return (t.serviceDueSoonCount ?? 0) > 0 ? 'due-soon' : 'ok';
}

/** The due-soon count the tractor list shows: none for an overdue tractor, so the list and the dashboard tile agree. */
export function dueSoonShown(t: ServiceCounts): number {
  return serviceStanding(t) === 'due-soon' ? (t.serviceDueSoonCount ?? 0) : 0;
}
