import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQuery } from '@tanstack/react-query';
import { addCounts, ZERO_COUNTS, type SummaryCounts } from '#shared/forms/review-api';
import { inspectionSummary, type SummaryRow } from '#web/api/inspections.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { DateRange, useRange, wholeRange } from './DateRange.tsx';
import { inspectionKeys } from './query-keys.ts';
import { inspectionText } from './strings.ts';

const t = inspectionText.org;
const KEYS = ['inspections', 'failed', 'faultsReported', 'open', 'deferred'] as const;

/** Rows with a totals row that is the sum of the rows shown (never a separate server figure). */
function SummaryTable({ title, keyHeader, rows }: { title: string; keyHeader: string; rows: readonly SummaryRow[] }) {
  const totals: SummaryCounts = rows.reduce((sum, r) => addCounts(sum, r), ZERO_COUNTS);
  const items = [...rows, { key: t.total, ...totals, isTotal: true }];
  return (
    <Table
      header={<Header variant="h2">{title}</Header>}
      items={items}
      trackBy="key"
      ariaLabels={{ tableLabel: title }}
      empty={<Box>{t.empty}</Box>}
      columnDefinitions={[
        { id: 'key', header: keyHeader, cell: (r) => ('isTotal' in r ? <strong>{r.key}</strong> : r.key) },
        ...KEYS.map((k) => ({ id: k, header: t[k], cell: (r: (typeof items)[number]) => ('isTotal' in r ? <strong>{r[k]}</strong> : r[k]) })),
      ]}
    />
  );
}

/** /Org-manage-inspections: inspections per domicile and per tractor between two dates, totals the sums of the rows. */
export function OrgInspectionsPage() {
  const [range, setRange] = useRange(30);
  const whole = wholeRange(range);
  const load = useQuery({ queryKey: inspectionKeys.summary(whole?.from ?? '', whole?.to ?? ''), queryFn: () => inspectionSummary(whole!.from, whole!.to), enabled: whole !== null });
  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <SpaceBetween size="l">
        <Container>
          <ColumnLayout columns={2}>
            <DateRange range={range} onChange={setRange} />
          </ColumnLayout>
        </Container>
        <Loaded query={load} feature={t.title}>
          {(summary) => (
            <SpaceBetween size="l">
              <SummaryTable title={t.byDomicile} keyHeader={inspectionText.domicile} rows={summary.domiciles} />
              <SummaryTable title={t.byTractor} keyHeader={inspectionText.tractor} rows={summary.tractors} />
            </SpaceBetween>
          )}
        </Loaded>
      </SpaceBetween>
    </ContentLayout>
  );
}
