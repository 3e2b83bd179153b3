import type { NamedItem, SafetyEvent } from '#shared/integrations/safety';

/**
 * The provider's event as it sends it (our reading: the spec does not show the answers). The adapter
 * turns it into our `SafetyEvent`; the simulator builds it.
 */
export interface ProviderEvent {
  id: string;
  vehicleId: string;
  vehicleName: string;
  driverEmployeeNum: string | null;
  driverFirstName: string | null;
  driverLastName: string | null;
  behaviors: Array<{ id: number; name: string }>;
  eventStatusId: number;
  eventStatus: string;
  eventTriggerId: number;
  eventTrigger: string;
  recordDateUTC: string;
  lastUpdatedDate: string;
  coachSessionId: string | null;
  closedDate: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function eventOf(raw: ProviderEvent): SafetyEvent {
  return {
    eventId: text(raw.id),
    vehicleName: text(raw.vehicleName),
    driverEmployeeId: text(raw.driverEmployeeNum),
    driverName: [text(raw.driverFirstName), text(raw.driverLastName)].filter(Boolean).join(' '),
    behaviours: Array.isArray(raw.behaviors) ? raw.behaviors.map((b) => text(b?.name)).filter(Boolean) : [],
    statusId: Number(raw.eventStatusId) || 0,
    statusName: text(raw.eventStatus),
    triggerName: text(raw.eventTrigger),
    recordedAt: text(raw.recordDateUTC),
    lastUpdatedAt: text(raw.lastUpdatedDate),
    coached: Boolean(raw.coachSessionId),
    closed: Boolean(raw.closedDate),
  };
}

/** A list of `{id, name}` (bare, or under `key`), ids as text. */
export function namedList(body: unknown, key?: string): NamedItem[] {
  const items = key && body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[key] : body;
  if (!Array.isArray(items)) return [];
  return items.map((item: { id?: unknown; name?: unknown }) => ({ id: text(item?.id), name: text(item?.name) }));
}
