import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { SearchEntry } from '#shared/maintenance/api';
import { searchRecords, type SearchQuery } from '#web/api/maintenance.ts';
import { EmptyState } from '#web/components/EmptyState.tsx';
import { usDate } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { maintenanceText as t } from './strings.ts';
import { TractorMaintenanceSection } from './TractorMaintenanceSection.tsx';

const STATUS_OPTIONS = [{ value: '', label: t.searchForm.status }, { value: 'In Progress', label: t.inProgress }, { value: 'Completed', label: t.completed }];
const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

/** The maintenance search: a term over tractor, VIN, service no., provider and file name, with filters, newest first. */
export function SearchPanel({ onNewFor }: { onNewFor: (vehicleId: string) => void }) {
  const [tractor, setTractor] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState(STATUS_OPTIONS[0]!);
  const [domiciles, setDomiciles] = useState('');
  const [results, setResults] = useState<SearchEntry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const search = useMutation({ mutationFn: (q: SearchQuery) => searchRecords(q) });
  const query = (cursor?: string): SearchQuery => ({
    searchTerm: term, ...(status.value ? { serviceStatus: status.value as SearchQuery['serviceStatus'] & string } : {}),
    ...(list(domiciles).length ? { domiciles: list(domiciles) } : {}), ...(cursor ? { cursor } : {}),
  });
  const run = async (cursor?: string) => {
    const answer = await search.mutateAsync(query(cursor));
    setResults((before) => (cursor ? [...(before ?? []), ...answer.results] : answer.results));
    setNext(answer.hasMore ? answer.nextCursor : null);
  };
  return (
    <SpaceBetween size="m">
      <Container>
        <form onSubmit={(event) => { event.preventDefault(); void run(); }}>
          <Form actions={<Button variant="primary" formAction="submit" loading={search.isPending}>{t.searchForm.run}</Button>} errorText={search.isError ? errorMessage(search.error) : undefined}>
            <Grid gridDefinition={[{ colspan: { default: 12, s: 6 } }, { colspan: { default: 12, s: 3 } }, { colspan: { default: 12, s: 3 } }]}>
              <Input value={term} onChange={({ detail }) => setTerm(detail.value)} placeholder={t.searchForm.term} ariaLabel={t.searchForm.term} type="search" />
              <Select selectedOption={status} options={STATUS_OPTIONS} onChange={({ detail }) => setStatus(STATUS_OPTIONS.find((o) => o.value === detail.selectedOption.value)!)} ariaLabel={t.columns.status} />
              <Input value={domiciles} onChange={({ detail }) => setDomiciles(detail.value)} placeholder={t.searchForm.domiciles} ariaLabel={t.searchForm.domiciles} />
            </Grid>
          </Form>
        </form>
      </Container>
      {results && (
        <Table<SearchEntry>
          header={<Header variant="h2" counter={`(${results.length}${next ? '+' : ''})`}>{t.search}</Header>}
          items={results}
          trackBy="id"
          empty={<EmptyState>{term.trim() ? t.searchForm.none : t.searchForm.blank}</EmptyState>}
          ariaLabels={{ tableLabel: t.search }}
          columnDefinitions={[
            { id: 'tractor', header: t.columns.tractor, cell: (r) => <Button variant="inline-link" onClick={() => setTractor(r.VehicleID)}>{r.VehicleID}</Button> },
            { id: 'vin', header: t.columns.vin, cell: (r) => r.Vin },
            { id: 'date', header: t.columns.date, cell: (r) => usDate(r.ServiceDate) },
            { id: 'status', header: t.columns.status, cell: (r) => r.ServiceStatus },
            { id: 'domicile', header: t.columns.domicile, cell: (r) => r.Domicile },
            { id: 'serviceNo', header: t.columns.serviceNo, cell: (r) => r.ServiceNo || '—' },
            { id: 'provider', header: t.columns.provider, cell: (r) => r.ServiceProvider || '—' },
            { id: 'file', header: t.columns.file, cell: (r) => r.filename || '—' },
          ]}
          footer={next ? <Box textAlign="center"><Button onClick={() => void run(next)} loading={search.isPending}>{t.searchForm.more}</Button></Box> : undefined}
        />
      )}
      {tractor && (
        <SpaceBetween size="s">
          <Button onClick={() => onNewFor(tractor)}>{t.newRecordFor(tractor)}</Button>
          <TractorMaintenanceSection vehicleId={tractor} />
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
