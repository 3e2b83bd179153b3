import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SubmissionRowView } from '#shared/forms/review-views';
import { formBuilderApi, formBuilderKeys } from '#web/api/form-builder.ts';
import { listSubmissions, type SubmissionFilters } from '#web/api/inspections.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { TextField } from '#web/components/Fields.tsx';
import { usDateTime } from '#web/components/format.ts';
import { LoadFailure } from '#web/components/LoadFailure.tsx';
import { DateRange, useRange, wholeRange } from './DateRange.tsx';
import { inspectionKeys } from './query-keys.ts';
import { inspectionText } from './strings.ts';
import { SubmissionDetail } from './SubmissionDetail.tsx';

const t = inspectionText;
const STATUS_OPTIONS = [{ value: '', label: t.any }, ...(['failed', 'open', 'passed'] as const).map((s) => ({ value: s, label: t.statuses[s]! }))];

const columns: DataColumn<SubmissionRowView>[] = [
  { id: 'completed', header: t.manage.completed, cell: (s) => usDateTime(s.completedAt), sortKey: (s) => s.completedAt },
  { id: 'form', header: t.form, cell: (s) => s.formName, sortKey: (s) => s.formName },
  { id: 'tractor', header: t.tractor, cell: (s) => s.VehicleID || '—', sortKey: (s) => s.VehicleID },
  { id: 'domicile', header: t.domicile, cell: (s) => s.Domicile ?? '', sortKey: (s) => s.Domicile ?? '' },
  { id: 'by', header: t.manage.by, cell: (s) => s.submittedByDisplayName, sortKey: (s) => s.submittedByDisplayName },
  { id: 'faults', header: t.manage.faults, cell: (s) => s.countOfFailedFormFields, sortKey: (s) => s.countOfFailedFormFields },
  { id: 'unresolved', header: t.manage.unresolved, cell: (s) => s.unresolvedFaultCount, sortKey: (s) => s.unresolvedFaultCount },
  { id: 'comments', header: t.manage.comments, cell: (s) => s.driverCommentCount, sortKey: (s) => s.driverCommentCount },
];

/** /manage-inspections: submissions between two dates by tractor, driver, form and status; one opens below with its faults' actions and its PDF. */
/** The totals of the rows on screen: what the footer sums is exactly what the table shows above it. */
function totalsLine(shown: readonly SubmissionRowView[]): string {
  const sum = (pick: (r: SubmissionRowView) => number) => shown.reduce((n, r) => n + pick(r), 0);
  return `${t.manage.totals}: ${shown.length} · ${t.manage.faults} ${sum((r) => r.countOfFailedFormFields)} · ${t.manage.unresolved} ${sum((r) => r.unresolvedFaultCount)} · ${t.manage.comments} ${sum((r) => r.driverCommentCount)}`;
}

export function ManageInspectionsPage() {
  const [range, setRange] = useRange(7);
  const [tractor, setTractor] = useState('');
  const [driverId, setDriverId] = useState('');
  const [formId, setFormId] = useState('');
  const forms = useQuery({ queryKey: formBuilderKeys.list, queryFn: formBuilderApi.list });
  const formOptions = [{ value: '', label: t.any }, ...(forms.data ?? []).map((f) => ({ value: f.formId, label: f.formName }))];
  const [status, setStatus] = useState('');
  // A link from a tractor's page names the submission: it opens whatever the dates.
  const [search, setSearch] = useSearchParams();
  const selected = search.get('submissionId');
  const setSelected = (submissionId: string) => setSearch((current) => { const next = new URLSearchParams(current); next.set('submissionId', submissionId); return next; }, { replace: true });
  const whole = wholeRange(range);
  const filters: SubmissionFilters = { ...(whole ?? { from: '', to: '' }), ...(tractor.trim() ? { VehicleID: tractor.trim() } : {}), ...(driverId.trim() ? { driverId: driverId.trim() } : {}), ...(formId ? { formId } : {}), ...(status ? { status: status as 'failed' } : {}) };
  const load = useInfiniteQuery({
    queryKey: inspectionKeys.submissions(filters),
    queryFn: ({ pageParam }) => listSubmissions(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: whole !== null,
  });
  const rows = useMemo(() => (load.data?.pages ?? []).flatMap((p) => p.submissions), [load.data]);
  const chosen = rows.find((r) => r.submissionId === selected);
  return (
    <ContentLayout header={<Header variant="h1" description={t.manage.description}>{t.manage.title}</Header>}>
      <SpaceBetween size="l">
        <Container>
          <ColumnLayout columns={3} minColumnWidth={160}>
            <DateRange range={range} onChange={setRange} />
            <TextField label={t.tractor} value={tractor} onChange={setTractor} />
            <TextField label={t.driverId} value={driverId} onChange={setDriverId} />
            <FormField label={t.form}>
              <Select selectedOption={formOptions.find((o) => o.value === formId) ?? formOptions[0]!} options={formOptions} onChange={({ detail }) => setFormId(detail.selectedOption.value ?? '')} ariaLabel={t.form} />
            </FormField>
            <FormField label={t.status}>
              <Select selectedOption={STATUS_OPTIONS.find((o) => o.value === status)!} options={STATUS_OPTIONS} onChange={({ detail }) => setStatus(detail.selectedOption.value ?? '')} ariaLabel={t.status} />
            </FormField>
          </ColumnLayout>
        </Container>
        {load.isError ? <LoadFailure error={load.error} feature={t.manage.title} onRetry={() => void load.refetch()} /> : (
          <DataTable
            items={rows}
            columns={columns}
            trackBy="submissionId"
            loading={load.isLoading}
            header={<Header counter={`(${rows.length})`}>{t.manage.list}</Header>}
            empty={t.manage.empty}
            filterNoun={t.manage.list.toLowerCase()}
            defaultSort={{ column: 'completed', descending: true }}
            selectedItems={chosen ? [chosen] : []}
            onSelect={(s) => setSelected(s.submissionId)}
            ariaLabel={t.manage.list}
            footer={(shown) => (
              <SpaceBetween size="xs">
                <Box>{totalsLine(shown)}</Box>
                {load.hasNextPage && <Button loading={load.isFetchingNextPage} onClick={() => void load.fetchNextPage()}>{t.manage.more}</Button>}
              </SpaceBetween>
            )}
          />
        )}
        {selected && /^[0-9a-z]{19}$/.test(selected) ? <SubmissionDetail key={selected} submissionId={selected} /> : <Box color="text-status-inactive">{t.manage.choose}</Box>}
      </SpaceBetween>
    </ContentLayout>
  );
}
