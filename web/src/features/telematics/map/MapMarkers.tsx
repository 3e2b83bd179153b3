import type { KeyboardEvent } from 'react';
import type { MarkerStatus } from '#shared/telematics/map-status';
import { mapText as t } from '#web/features/telematics/strings.ts';
import { MARKER_COLOR } from './marker-colors.ts';

/** A marker's tap target, in screen pixels (WCAG 2.5.5): markers closer than this are drawn as one. */
export const MARKER_TAP_PX = 44;
// A pixel over half the target, so rounding of the zoom never leaves it a hair under 44 px.
const HIT_RADIUS = MARKER_TAP_PX / 2 + 1;

interface Placed {
  /** Where the marker sits, in the map's units. */
  x: number;
  y: number;
  /** Map units per screen pixel, so the marker is drawn at its size on the screen whatever the zoom. */
  unitsPerPx: number;
  onSelect: () => void;
}

function markerProps({ x, y, unitsPerPx, onSelect }: Placed, label: string) {
  return {
    'data-x': x.toFixed(1),
    'data-y': y.toFixed(1),
    transform: `translate(${x.toFixed(2)},${y.toFixed(2)}) scale(${unitsPerPx.toFixed(4)})`,
    style: { cursor: 'pointer', transition: 'transform 1.5s linear' },
    role: 'button',
    tabIndex: 0,
    'aria-label': label,
    onClick: onSelect,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') onSelect();
    },
  };
}

/** One tractor: its status shape, on a transparent circle the size of a fingertip. */
export function TractorMarker({ id, status, ...placed }: Placed & { id: string; status: MarkerStatus }) {
  const fill = MARKER_COLOR[status];
  const shape = status === 'moving' ? <path d="M0,-10 L8,7 L-8,7 Z" fill={fill} stroke="#fff" strokeWidth={1.5} />
    : status === 'stale' ? <rect x={-7} y={-7} width={14} height={14} fill={fill} stroke="#fff" strokeWidth={1.5} />
      : <circle r={8} fill={fill} stroke="#fff" strokeWidth={1.5} />;
  return (
    <g className="fleet-marker" data-vehicle-id={id} data-status={status} {...markerProps(placed, `${t.tractor(id)}: ${t.status[status]}`)}>
      <circle r={HIT_RADIUS} fill="transparent" />
      {shape}
    </g>
  );
}

/** Tractors at one place (a terminal, a yard): one marker with their count. */
export function ClusterMarker({ ids, ...placed }: Placed & { ids: readonly string[] }) {
  return (
    <g className="fleet-cluster" data-count={ids.length} data-vehicle-ids={ids.join(' ')} {...markerProps(placed, t.clusterLabel(ids.length, ids))}>
      <circle r={HIT_RADIUS} fill="transparent" />
      <circle r={17} fill="#0f141a" stroke="#fff" strokeWidth={2} />
      <text textAnchor="middle" dominantBaseline="central" fill="#fff" fontSize={15} fontWeight={700}>{ids.length}</text>
    </g>
  );
}
