import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { payDocText as t } from '#web/features/payroll/strings.ts';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The fuel tickets of a pay document or truck summary (spec fuel log fields). */
export function FuelTable({ fuel }: { fuel: Array<Record<string, unknown>> }) {
  return (
    <Table
      variant="embedded"
      header={<Header variant="h3" counter={`(${fuel.length})`}>{t.fuel}</Header>}
      items={fuel}
      trackBy={(f) => text(f.TicketNumber)}
      empty={t.noFuel}
      columnDefinitions={[
        { id: 'ticket', header: t.ticket, cell: (f) => text(f.TicketNumber) },
        { id: 'vehicle', header: t.vehicle, cell: (f) => text(f.VehicleID) },
        { id: 'gallons', header: t.gallons, cell: (f) => text(f.GallonsPurchased) },
        { id: 'stop', header: t.truckStop, cell: (f) => text(f.TruckStopName) },
        { id: 'carrier', header: t.fromCarrier, cell: (f) => text(f.FromCarrier) },
      ]}
    />
  );
}
