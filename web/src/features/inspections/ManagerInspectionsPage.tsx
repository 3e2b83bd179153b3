import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { repairQueue } from '#web/api/inspections.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { DateRange, useRange, wholeRange } from './DateRange.tsx';
import { DefectTable } from './DefectTable.tsx';
import { inspectionKeys } from './query-keys.ts';
import { inspectionText } from './strings.ts';

const t = inspectionText;

/** /manager-inspections: open and deferred faults reported in the period, grouped by tractor, with the same actions. */
export function ManagerInspectionsPage() {
  const [range, setRange] = useRange(30);
  // While a day is being typed or refused, the faults are not narrowed by it.
  const period = wholeRange(range);
  const load = useQuery({ queryKey: inspectionKeys.queue('open,deferred'), queryFn: () => repairQueue('open,deferred') });
  return (
    <ContentLayout header={<Header variant="h1" description={t.manager.description}>{t.manager.title}</Header>}>
      <SpaceBetween size="l">
        <Container>
          <ColumnLayout columns={2}>
            <DateRange range={range} onChange={setRange} />
          </ColumnLayout>
        </Container>
        <Loaded query={load} feature={t.manager.title}>
          {(queue) => {
            // The period is of the reports, read in the browser's days (the company's for its office).
            const inPeriod = (iso: string) => { const day = new Date(iso).toLocaleDateString('en-CA'); return period === null || (day >= period.from && day <= period.to); };
            const groups = queue.tractors.map((g) => ({ ...g, defects: g.defects.filter((d) => inPeriod(d.completedAt)) })).filter((g) => g.defects.length > 0);
            if (groups.length === 0) return <Box>{t.manager.empty}</Box>;
            return (
              <SpaceBetween size="l">
                {groups.map((g) => (
                  <Container key={g.VehicleID} header={<Header variant="h2" description={g.outOfService ? t.repair.outOfService : undefined}>{t.repair.tractor(g.VehicleID, g.Domicile)}</Header>}>
                    <DefectTable defects={g.defects} records={g.maintenanceInProgress} imageUrls={queue.imageUrls} />
                  </Container>
                ))}
              </SpaceBetween>
            );
          }}
        </Loaded>
      </SpaceBetween>
    </ContentLayout>
  );
}
