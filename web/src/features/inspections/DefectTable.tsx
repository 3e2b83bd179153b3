import Badge from '@cloudscape-design/components/badge';
import type { DefectView } from '#shared/forms/review-views';
import type { MaintenanceInProgress } from '#web/api/inspections.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usDate } from '#web/components/format.ts';
import { FaultActions } from './FaultActions.tsx';
import { inspectionText } from './strings.ts';

const t = inspectionText;

export function StateBadge({ d }: { d: Pick<DefectView, 'state' | 'outOfService'> }) {
  return (
    <>
      <Badge color={d.state === 'resolved' ? 'green' : d.state === 'deferred' ? 'grey' : 'red'}>{t.states[d.state]}</Badge>
      {d.outOfService && d.state !== 'resolved' ? <> <Badge color="red">{t.repair.outOfService}</Badge></> : null}
    </>
  );
}

/** One tractor's faults with their actions; `resolveLabel` names the action as the page's users say it. */
export function DefectTable({ defects, records, imageUrls, resolveLabel, onResolved }: { defects: readonly DefectView[]; records: readonly MaintenanceInProgress[]; imageUrls: Record<string, string>; resolveLabel?: string; onResolved?: (d: DefectView) => void }) {
  const columns: DataColumn<DefectView>[] = [
    { id: 'item', header: t.manager.item, cell: (d) => d.label, sortKey: (d) => d.label },
    { id: 'reported', header: t.manager.reported, cell: (d) => usDate(d.completedAt), sortKey: (d) => d.completedAt },
    { id: 'by', header: t.manager.reportedBy, cell: (d) => d.reportedBy },
    { id: 'remarks', header: t.detail.remarks, cell: (d) => (d.state === 'deferred' ? t.detail.deferredUntil(d.deferredUntil ?? '', d.deferredReason ?? '') : d.remarks ?? '') },
    {
      id: 'photos',
      header: t.detail.photos,
      cell: (d) => (
        <div className="inspection-photos">
          {(d.photos ?? []).map((k, i) => (imageUrls[k] ? <a key={k} href={imageUrls[k]} target="_blank" rel="noreferrer"><img src={imageUrls[k]} alt={t.detail.photo(i + 1)} /></a> : null))}
        </div>
      ),
    },
    { id: 'state', header: t.manager.state, cell: (d) => <StateBadge d={d} /> },
    {
      id: 'actions',
      header: '',
      cell: (d) => (
        <FaultActions
          fault={{ VehicleID: d.VehicleID, defectId: d.defectId, label: d.label, state: d.state, outOfService: d.outOfService, version: d.version }}
          records={records}
          {...(resolveLabel ? { resolveLabel } : {})}
          {...(onResolved ? { onResolved: () => onResolved(d) } : {})}
        />
      ),
    },
  ];
  return <DataTable items={defects} columns={columns} trackBy="defectId" variant="embedded" empty={t.manager.empty} defaultSort={{ column: 'reported' }} ariaLabel={t.manager.item} />;
}
