import Box from '@cloudscape-design/components/box';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { markerStatus, MARKER_STATUSES } from '#shared/telematics/map-status';
import { listFleetPositions } from '#web/api/telematics.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { telematicsKeys } from '#web/features/telematics/query-keys.ts';
import { mapText as t } from '#web/features/telematics/strings.ts';
import { FleetMap, type PlacedTractor } from './FleetMap.tsx';
import { MARKER_COLOR } from './marker-colors.ts';

/** Positions arrive every 15 minutes per tractor; polling every 15 s shows a new one within seconds. */
export const MAP_REFRESH_MS = 15_000;
const ALL = '';

function Legend({ tractors }: { tractors: readonly PlacedTractor[] }) {
  return (
    <div aria-label={t.legend} role="list" style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
      {MARKER_STATUSES.map((s) => (
        <span role="listitem" key={s} data-testid={`legend-${s}`} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <svg width="12" height="12" aria-hidden="true"><circle cx="6" cy="6" r="5" fill={MARKER_COLOR[s]} /></svg>
          <Box variant="small">{t.status[s]}: {tractors.filter((x) => x.status === s).length}</Box>
        </span>
      ))}
      <span role="listitem" data-testid="legend-total"><Box variant="small" fontWeight="bold">{t.shown(tractors.length)}</Box></span>
    </div>
  );
}

/** The fleet map with its legend and domicile filter; `mobile` uses the drivers' call. */
export function FleetMapView({ mobile }: { mobile: boolean }) {
  const query = useQuery({ queryKey: telematicsKeys.positions(mobile), queryFn: () => listFleetPositions(mobile), refetchInterval: MAP_REFRESH_MS });
  const [domicile, setDomicile] = useState(ALL);
  const domiciles = useMemo(() => [...new Set((query.data ?? []).map((p) => p.Domicile).filter(Boolean))].sort(), [query.data]);
  return (
    <Loaded query={query} feature={t.feature}>
      {(positions) => {
        const now = Date.now();
        const tractors = positions.filter((p) => domicile === ALL || p.Domicile === domicile).map((p) => ({ position: p, status: markerStatus({
          lastTimeStamp: p.lastTimeStamp ?? undefined, lastSpeed: p.lastSpeed ?? undefined, ignitionStatus: p.ignitionStatus ?? undefined,
          lastPos: p.lat !== null && p.lon !== null ? { lat: p.lat, lon: p.lon } : undefined,
        }, now) }));
        const options = [{ value: ALL, label: t.allDomiciles }, ...domiciles.map((d) => ({ value: d, label: d }))];
        const unplaced = tractors.filter((x) => x.position.lat === null).length;
        return (
          <SpaceBetween size="s">
            <div style={{ maxWidth: 260 }}>
              <Select selectedOption={options.find((o) => o.value === domicile) ?? options[0]!} options={options} onChange={({ detail }) => setDomicile(detail.selectedOption.value ?? ALL)} ariaLabel={t.domicile} />
            </div>
            <Legend tractors={tractors} />
            <FleetMap tractors={tractors} />
            {unplaced > 0 && <Box variant="small" color="text-body-secondary">{t.notOnMap(unplaced)}</Box>}
          </SpaceBetween>
        );
      }}
    </Loaded>
  );
}
