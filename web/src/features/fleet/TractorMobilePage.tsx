import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState } from 'react';
import type { FleetTractor } from '#shared/fleet/tractor-api';
import { Loaded } from '#web/components/Loaded.tsx';
import { tractorText as t } from './strings.ts';
import { positionText, unitText } from './tractor-facts.ts';
import { TractorFactsPanel } from './TractorFactsPanel.tsx';
import { useTractors } from './TractorList.tsx';
import { TractorStatusBadge } from './TractorStatusBadge.tsx';

function matches(v: FleetTractor, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return needle === '' || [v.VehicleID, v.Vin, v.Domicile, v.city, v.stateProv, v.Make, v.Model].filter(Boolean).join(' ').toLowerCase().includes(needle);
}

function TractorCard({ tractor, open, onToggle }: { tractor: FleetTractor; open: boolean; onToggle: () => void }) {
  return (
    <Container>
      <SpaceBetween size="xs">
        <Button variant="inline-link" ariaExpanded={open} ariaLabel={`${t.id} ${tractor.VehicleID}`} onClick={onToggle}>
          <Box fontSize="heading-m" fontWeight="bold">{tractor.VehicleID}</Box>
        </Button>
        <TractorStatusBadge tractor={tractor} />
        <Box color="text-body-secondary">{[tractor.Domicile, positionText(tractor)].filter(Boolean).join(' · ')}</Box>
        <Box variant="small">{unitText(tractor)}</Box>
        {open && <TractorFactsPanel tractor={tractor} columns={1} />}
      </SpaceBetween>
    </Container>
  );
}

/** /tractor-dashboard-mobile: tractors as cards with a search; a tap shows the tractor's facts (roles below 9, 390 px). */
export function TractorMobilePage() {
  const load = useTractors();
  const [text, setText] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <SpaceBetween size="m">
      <Header variant="h1">{t.listTitle}</Header>
      <TextFilter filteringText={text} filteringAriaLabel={t.search} filteringPlaceholder={t.searchPlaceholder} onChange={({ detail }) => setText(detail.filteringText)} />
      <Loaded query={load} feature={t.list}>
        {(tractors) => {
          const shown = tractors.filter((v) => matches(v, text));
          if (shown.length === 0) return <Box color="text-status-inactive">{t.mobileEmpty}</Box>;
          return (
            <SpaceBetween size="s">
              {shown.map((v) => <TractorCard key={v.VehicleID} tractor={v} open={open === v.VehicleID} onToggle={() => setOpen(open === v.VehicleID ? null : v.VehicleID)} />)}
            </SpaceBetween>
          );
        }}
      </Loaded>
    </SpaceBetween>
  );
}
