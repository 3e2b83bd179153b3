import { isListedTractor } from '#shared/fleet/tractor-list';
import { serviceStanding } from '#shared/fleet/service-standing';
import type { FleetCounts } from '#shared/reports/dashboard-tiles';
import { chatRoomEntity } from '#lambdas/data/entities/chat-room';
import { inspectionDefectEntity } from '#lambdas/data/entities/inspection-defect';
import { pendingAcknowledgementEntity } from '#lambdas/data/entities/pending-acknowledgement';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { loadDocumentList } from '#lambdas/documents/document-list';
import { mapBounded } from '#lambdas/data/map-bounded';

const OPEN_STATES = ['open', 'deferred'] as const;

/** Rooms read at once for their pending acknowledgements. */
const ROOM_READS = 8;

/** Active tractors of the tractor list (6-character numbers) overdue for service, and those due soon but not overdue. */
async function serviceCounts(companyId: string) {
  const { data } = await tractorEntity()
    .query.byVehicleId({ companyId })
    .go({ pages: 'all', attributes: ['VehicleID', 'Active', 'serviceOverdueCount', 'serviceDueSoonCount'] });
  const active = data.filter((t) => isListedTractor(t) && t.Active !== false);
  return {
    tractorsOverdue: active.filter((t) => serviceStanding(t) === 'overdue').length,
    tractorsDueSoon: active.filter((t) => serviceStanding(t) === 'due-soon').length,
  };
}

/** Open and deferred faults: the repair queue's count (GET /defects by default). */
async function openDefects(companyId: string): Promise<number> {
  const lists = await Promise.all(OPEN_STATES.map((state) =>
    inspectionDefectEntity().query.byState({ companyId, state: state as (typeof OPEN_STATES)[number] }).go({ pages: 'all', attributes: ['VehicleID', 'fieldId'] })));
  return lists.reduce((s, l) => s + l.data.length, 0);
}

/** Documents expiring within two months, as the Document Manager gives their status on the company's today. */
async function documentsExpiring(companyId: string): Promise<{ today: string; count: number }> {
  const list = await loadDocumentList(companyId, 'all');
  return { today: list.today, count: list.documents.filter((d) => d.status === 'expiring').length };
}

/** Broadcasts of the company that at least one recipient has not acknowledged yet. */
async function broadcastsPending(companyId: string): Promise<number> {
  const { data: rooms } = await chatRoomEntity().query.byRoom({ companyId }).go({ pages: 'all', attributes: ['id'] });
  const perRoom = await mapBounded(rooms, ROOM_READS, async (room) => {
    const { data } = await pendingAcknowledgementEntity().query.byRoom({ companyId, roomId: room.id }).go({ pages: 'all', attributes: ['messageId'] });
    return new Set(data.map((p) => p.messageId)).size;
  });
  return perRoom.reduce((s, n) => s + n, 0);
}

export async function fleetCounts(companyId: string): Promise<FleetCounts & { today: string }> {
  const [service, defects, documents, broadcasts] = await Promise.all([
    serviceCounts(companyId), openDefects(companyId), documentsExpiring(companyId), broadcastsPending(companyId),
  ]);
  return { ...service, openDefects: defects, documentsExpiring: documents.count, broadcastsPending: broadcasts, today: documents.today };
}
