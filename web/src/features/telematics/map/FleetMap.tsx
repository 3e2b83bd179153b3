import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';
import { mapText as t } from '#web/features/telematics/strings.ts';
import { ClusterMarker, MARKER_TAP_PX, TractorMarker } from './MapMarkers.tsx';
import { ClusterPopover, TractorPopover, type PlacedTractor } from './MapPopovers.tsx';
import { fleetViewBox } from './map-view-box.ts';
import { clusterMarkers } from './marker-clusters.ts';
import { popoverAnchor } from './popover-anchor.ts';
import { loadUsMap, type UsMap } from './us-states.ts';
import { useElementWidth } from './use-element-width.ts';

export type { PlacedTractor };

type Open = { kind: 'tractor' | 'cluster'; id: string } | null;

/**
 * The US states drawn from us-atlas (no tiles, no network), zoomed to the fleet, its markers (tractors
 * closer on the screen than a fingertip drawn as one with their count) and a popover for the one tapped.
 */
export function FleetMap({ tractors }: { tractors: readonly PlacedTractor[] }) {
  const [map, setMap] = useState<UsMap | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [frame, widthPx] = useElementWidth<HTMLDivElement>();
  useEffect(() => {
    let live = true;
    void loadUsMap().then((m) => { if (live) setMap(m); });
    return () => { live = false; };
  }, []);
  if (!map) return <Box textAlign="center" padding="l"><Spinner /> {t.loadingMap}</Box>;

  const placed = tractors.flatMap((tr) => {
    const at = tr.position.lat !== null && tr.position.lon !== null ? map.project(tr.position.lon, tr.position.lat) : null;
    return at ? [{ id: tr.position.VehicleID, x: at[0], y: at[1], item: tr }] : [];
  });
  const view = fleetViewBox(placed, map);
  const pxPerUnit = widthPx > 0 ? widthPx / view.width : 0;
  // Grouped where the finger meets them: in screen pixels at the zoom shown.
  const onScreen = placed.map((p) => ({ ...p, x: (p.x - view.x) * pxPerUnit, y: (p.y - view.y) * pxPerUnit }));
  const groups = pxPerUnit > 0 ? clusterMarkers(onScreen, MARKER_TAP_PX) : [];
  const toMap = (g: { x: number; y: number }) => ({ x: view.x + g.x / pxPerUnit, y: view.y + g.y / pxPerUnit });
  const anchor = (g: { x: number; y: number }) => popoverAnchor(g, widthPx);
  const groupOf = (id: string) => groups.find((g) => g.members.some((m) => m.id === id));
  const openGroup = open ? groupOf(open.id) : undefined;
  const openTractor = open?.kind === 'tractor' ? openGroup?.members.find((m) => m.id === open.id) : undefined;

  return (
    <div ref={frame} style={{ position: 'relative', width: '100%' }}>
      {/* A group, not an img: an img's content is hidden from screen readers, and the markers in it are buttons. */}
      <svg viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`} role="group" aria-label={t.mapLabel} style={{ width: '100%', height: 'auto', display: 'block' }} data-testid="fleet-map">
        <path d={map.land} fill="#eef1f4" />
        <path d={map.borders} fill="none" stroke="#9ba7b6" strokeWidth={1} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
        {groups.map((g) => {
          const at = { ...toMap(g), unitsPerPx: 1 / pxPerUnit };
          const first = g.members[0]!;
          return g.members.length === 1
            ? <TractorMarker key={first.id} id={first.id} status={first.item.status} {...at} onSelect={() => setOpen({ kind: 'tractor', id: first.id })} />
            : <ClusterMarker key={`cluster-${first.id}`} ids={g.members.map((m) => m.id)} {...at} onSelect={() => setOpen({ kind: 'cluster', id: first.id })} />;
        })}
      </svg>
      {openGroup && openTractor && <TractorPopover tractor={openTractor.item} at={anchor(openGroup)} onClose={() => setOpen(null)} />}
      {openGroup && open?.kind === 'cluster' && (
        <ClusterPopover tractors={openGroup.members.map((m) => m.item)} at={anchor(openGroup)} onPick={(id) => setOpen({ kind: 'tractor', id })} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
