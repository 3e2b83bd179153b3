import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { FleetTractor } from '#shared/fleet/tractor-api';
import { stateLabels, tractorText as t } from './strings.ts';
import { lastSeenText, odometerText, positionText, unitText } from './tractor-facts.ts';
import { TractorStatusBadge } from './TractorStatusBadge.tsx';

/** A tractor's header facts; the card and serial numbers only when the answer carries them (office roles). */
export function TractorFactsPanel({ tractor, columns = 4 }: { tractor: FleetTractor; columns?: 1 | 2 | 3 | 4 }) {
  const items = [
    { label: t.status, value: <TractorStatusBadge tractor={tractor} /> },
    ...(tractor.serviceState === 'out-of-service' && tractor.outOfServiceReason ? [{ label: t.reason, value: tractor.outOfServiceReason }] : []),
    { label: t.domicile, value: tractor.Domicile || t.none },
    { label: t.vin, value: tractor.Vin },
    { label: t.unit, value: unitText(tractor) },
    { label: t.plate, value: tractor.LicensePlateNo || t.none },
    { label: t.odometer, value: odometerText(tractor) },
    { label: t.lastPosition, value: positionText(tractor) },
    { label: t.lastSeen, value: lastSeenText(tractor) },
    { label: t.driver, value: tractor.currentDriverId || t.none },
    { label: t.defects, value: String(tractor.reportedDefectsCount) },
    { label: t.overdue, value: String(tractor.serviceOverdueCount) },
    { label: t.dueSoon, value: String(tractor.serviceDueSoonCount) },
    ...('FuelCardNo' in tractor || 'EldSerial' in tractor
      ? [
          { label: t.fuelCard, value: tractor.FuelCardNo || t.none },
          { label: t.vedr, value: tractor.VedrSerial || t.none },
          { label: t.eld, value: tractor.EldSerial || t.none },
        ]
      : []),
  ];
  return (
    <Container header={<Header variant="h2" description={stateLabels[tractor.serviceState]}>{t.facts}</Header>}>
      <KeyValuePairs columns={columns} items={items} />
    </Container>
  );
}
