import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';
import type { FleetPosition } from '#shared/telematics/api';
import type { MarkerStatus } from '#shared/telematics/map-status';
import { usDateTime } from '#web/components/format.ts';
import { mapText as t } from '#web/features/telematics/strings.ts';
import { MARKER_COLOR } from './marker-colors.ts';
import { loadUsMap, type UsMap } from './us-states.ts';

export interface PlacedTractor { position: FleetPosition; status: MarkerStatus }

function Marker({ status, x, y, id, onSelect }: { status: MarkerStatus; x: number; y: number; id: string; onSelect: () => void }) {
  const fill = MARKER_COLOR[status];
  const shape = status === 'moving' ? <path d="M0,-9 L7,6 L-7,6 Z" fill={fill} stroke="#fff" strokeWidth={1.5} />
    : status === 'stale' ? <rect x={-6} y={-6} width={12} height={12} fill={fill} stroke="#fff" strokeWidth={1.5} />
      : <circle r={7} fill={fill} stroke="#fff" strokeWidth={1.5} />;
  return (
    <g
      className="fleet-marker"
      data-vehicle-id={id}
      data-status={status}
      data-x={x.toFixed(1)}
      data-y={y.toFixed(1)}
      transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`}
      style={{ cursor: 'pointer', transition: 'transform 1.5s linear' }}
      role="button"
      tabIndex={0}
      aria-label={`${t.tractor(id)}: ${t.status[status]}`}
      onClick={onSelect}
      onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') onSelect(); }}
    >
      {shape}
    </g>
  );
}

function Popover({ tractor, x, y, map, onClose }: { tractor: PlacedTractor; x: number; y: number; map: UsMap; onClose: () => void }) {
  const p = tractor.position;
  const left = `${Math.min(75, Math.max(0, (x / map.width) * 100))}%`;
  const top = `${Math.min(70, Math.max(0, (y / map.height) * 100))}%`;
  return (
    <div role="dialog" aria-label={t.tractor(p.VehicleID)} className="fleet-popover"
      style={{ position: 'absolute', left, top, background: '#fff', border: '1px solid #c6c6cd', borderRadius: 8, padding: '8px 12px', boxShadow: '0 2px 8px rgba(0,0,0,.2)', minWidth: 180, maxWidth: 260, zIndex: 2 }}>
      <Box float="right"><Button variant="icon" iconName="close" ariaLabel={t.popover.close} onClick={onClose} /></Box>
      <Box variant="h4">{t.tractor(p.VehicleID)}</Box>
      <Box variant="small" color="text-body-secondary">{t.status[tractor.status]}</Box>
      <dl style={{ margin: '4px 0 0', display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 8, rowGap: 2, fontSize: 13 }}>
        <dt>{t.popover.speed}</dt><dd style={{ margin: 0 }}>{p.lastSpeed ?? '—'} {t.popover.mph}</dd>
        <dt>{t.popover.time}</dt><dd style={{ margin: 0 }}>{usDateTime(p.lastTimeStamp)}</dd>
        <dt>{t.popover.place}</dt><dd style={{ margin: 0 }}>{[p.city, p.stateProv].filter(Boolean).join(', ') || '—'}</dd>
        <dt>{t.popover.ignition}</dt><dd style={{ margin: 0 }}>{p.ignitionStatus ?? '—'}</dd>
        <dt>{t.popover.driver}</dt><dd style={{ margin: 0 }}>{p.driverShown ? p.driverName ?? p.currentDriverId ?? t.popover.nobody : '—'}</dd>
      </dl>
    </div>
  );
}

/** The US states drawn from us-atlas (no tiles, no network), the fleet's markers and a popover for one. */
export function FleetMap({ tractors }: { tractors: readonly PlacedTractor[] }) {
  const [map, setMap] = useState<UsMap | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadUsMap().then((m) => { if (live) setMap(m); });
    return () => { live = false; };
  }, []);
  if (!map) return <Box textAlign="center" padding="l"><Spinner /> {t.loadingMap}</Box>;
  const placed = tractors.flatMap((tr) => {
    const at = tr.position.lat !== null && tr.position.lon !== null ? map.project(tr.position.lon, tr.position.lat) : null;
    return at ? [{ tr, x: at[0], y: at[1] }] : [];
  });
  const open = placed.find((p) => p.tr.position.VehicleID === selected);
  return (
    <div style={{ position: 'relative', width: '100%' }}>
      <svg viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-label={t.mapLabel} style={{ width: '100%', height: 'auto', display: 'block' }} data-testid="fleet-map">
        <path d={map.land} fill="#eef1f4" />
        <path d={map.borders} fill="none" stroke="#9ba7b6" strokeWidth={0.8} strokeLinejoin="round" />
        {placed.map(({ tr, x, y }) => (
          <Marker key={tr.position.VehicleID} id={tr.position.VehicleID} status={tr.status} x={x} y={y} onSelect={() => setSelected(tr.position.VehicleID)} />
        ))}
      </svg>
      {open && <Popover tractor={open.tr} x={open.x} y={open.y} map={map} onClose={() => setSelected(null)} />}
    </div>
  );
}
