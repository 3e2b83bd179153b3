import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CountedPointRow } from '#shared/reports/points-summary';
import { companyReportKeys, getPointsSummary, uploadPointsFile } from '#web/api/company-reports.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { usDate, usDateTime } from '#web/components/format.ts';
import { ScheduleReportButton } from '#web/features/reports/scheduled/ScheduleReportButton.tsx';
import { AvailabilityChart } from './AvailabilityChart.tsx';
import { pointsText as t } from './strings.ts';

const columns: DataColumn<CountedPointRow>[] = [
  { id: 'id', header: t.columns.id, cell: (r) => r.id, sortKey: (r) => r.id },
  { id: 'name', header: t.columns.name, cell: (r) => r.name, sortKey: (r) => r.name },
  { id: 'availability', header: t.columns.availability, cell: (r) => r.availability.toFixed(1), sortKey: (r) => r.availability },
  { id: 'updatedOn', header: t.columns.updatedOn, cell: (r) => (r.updatedOn ? usDate(r.updatedOn) : '—'), sortKey: (r) => r.updatedOn },
  { id: 'refreshed', header: t.columns.refreshed, cell: (r) => r.refreshedOnText || '—' },
  { id: 'report', header: t.columns.report, cell: (r) => (/^https?:\/\//i.test(r.reportUrl) ? <Link href={r.reportUrl} external>{t.open}</Link> : '—') },
];

/** Points Summary (points-summary): the uploaded points table with its rule applied, a chart and the upload. */
export function PointsSummaryReport() {
  const queries = useQueryClient();
  const load = useQuery({ queryKey: companyReportKeys.points, queryFn: getPointsSummary });
  const upload = useMutation({
    mutationFn: uploadPointsFile,
    onSuccess: (summary) => queries.setQueryData(companyReportKeys.points, summary),
  });
  return (
    <SpaceBetween size="m">
      <Header variant="h2" description={t.description} actions={<ScheduleReportButton reportName="points-summary" />}>{t.title}</Header>
      <FormField label={t.upload} description={t.uploadHint}>
        <FileUpload
          value={[]}
          accept=".csv,.xlsx"
          onChange={({ detail }) => { if (detail.value[0]) upload.mutate(detail.value[0]); }}
          i18nStrings={{ uploadButtonText: () => (upload.isPending ? t.uploading : t.upload), dropzoneText: () => t.upload, removeFileAriaLabel: () => t.upload, limitShowFewer: '', limitShowMore: '', errorIconAriaLabel: '' }}
        />
      </FormField>
      {upload.error && <Alert type="error">{errorMessage(upload.error)}</Alert>}
      <Loaded query={load} feature={t.title}>
        {(summary) => summary.totalRows === 0 ? <Box variant="p">{t.none}</Box> : (
          <SpaceBetween size="m">
            <Container>
              <KeyValuePairs
                columns={3}
                items={[
                  { label: t.lastRefreshed, value: summary.uploadedAt ? t.uploadedBy(summary.fileName ?? '', summary.uploadedBy ?? '', usDateTime(summary.uploadedAt)) : '—' },
                  { label: t.average, value: summary.averageAvailability === null ? '—' : `${summary.averageAvailability.toFixed(1)} %` },
                  { label: t.shown(summary.rows.length, summary.totalRows), value: t.leftOut(summary.leftOut.notNumeric, summary.leftOut.superseded) },
                ]}
              />
            </Container>
            <Container header={<Header variant="h3">{t.chart}</Header>}>
              <AvailabilityChart rows={summary.rows} />
            </Container>
            <DataTable items={summary.rows} columns={columns} trackBy="id" filterNoun={t.filter} empty={t.none} ariaLabel={t.title} preferencesKey="points-summary" />
          </SpaceBetween>
        )}
      </Loaded>
    </SpaceBetween>
  );
}
