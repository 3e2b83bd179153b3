import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { CSSProperties, ReactNode } from 'react';
import type { FleetPosition } from '#shared/telematics/api';
import type { MarkerStatus } from '#shared/telematics/map-status';
import { usDateTime } from '#web/components/format.ts';
import { mapText as t } from '#web/features/telematics/strings.ts';
import { POPOVER_WIDTH_PX, type PopoverAnchor } from './popover-anchor.ts';

export interface PlacedTractor { position: FleetPosition; status: MarkerStatus }


const box = (at: PopoverAnchor): CSSProperties => ({
  position: 'absolute', left: at.left, top: at.top, boxSizing: 'border-box', width: POPOVER_WIDTH_PX, maxWidth: '100%',
  background: '#fff', border: '1px solid #c6c6cd', borderRadius: 8, padding: '8px 12px', boxShadow: '0 2px 8px rgba(0,0,0,.2)', zIndex: 2,
});

function Frame({ label, at, onClose, children }: { label: string; at: PopoverAnchor; onClose: () => void; children: ReactNode }) {
  return (
    <div role="dialog" aria-label={label} className="fleet-popover" style={box(at)}>
      <Box float="right"><Button variant="icon" iconName="close" ariaLabel={t.popover.close} onClick={onClose} /></Box>
      {children}
    </div>
  );
}

/** One tractor's latest report. */
export function TractorPopover({ tractor, at, onClose }: { tractor: PlacedTractor; at: PopoverAnchor; onClose: () => void }) {
  const p = tractor.position;
  return (
    <Frame label={t.tractor(p.VehicleID)} at={at} onClose={onClose}>
      <Box variant="h4">{t.tractor(p.VehicleID)}</Box>
      <Box variant="small" color="text-body-secondary">{t.status[tractor.status]}</Box>
      <dl style={{ margin: '4px 0 0', display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 8, rowGap: 2, fontSize: 13 }}>
        <dt>{t.popover.speed}</dt><dd style={{ margin: 0 }}>{p.lastSpeed ?? '—'} {t.popover.mph}</dd>
        <dt>{t.popover.time}</dt><dd style={{ margin: 0 }}>{usDateTime(p.lastTimeStamp)}</dd>
        <dt>{t.popover.place}</dt><dd style={{ margin: 0 }}>{[p.city, p.stateProv].filter(Boolean).join(', ') || '—'}</dd>
        <dt>{t.popover.ignition}</dt><dd style={{ margin: 0 }}>{p.ignitionStatus ?? '—'}</dd>
        <dt>{t.popover.driver}</dt><dd style={{ margin: 0 }}>{p.driverShown ? p.driverName ?? p.currentDriverId ?? t.popover.nobody : '—'}</dd>
      </dl>
    </Frame>
  );
}

/** The tractors of one grouped marker, each opening its own report. */
export function ClusterPopover({ tractors, at, onPick, onClose }: { tractors: readonly PlacedTractor[]; at: PopoverAnchor; onPick: (id: string) => void; onClose: () => void }) {
  return (
    <Frame label={t.cluster(tractors.length)} at={at} onClose={onClose}>
      <Box variant="h4">{t.cluster(tractors.length)}</Box>
      <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
        {tractors.map((tr) => (
          <li key={tr.position.VehicleID}>
            <Button variant="link" onClick={() => onPick(tr.position.VehicleID)}>
              {`${t.tractor(tr.position.VehicleID)} · ${t.status[tr.status]}`}
            </Button>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
