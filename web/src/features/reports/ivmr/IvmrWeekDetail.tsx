import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { MAX_APPROVAL_REASON } from '#shared/reports/ivmr-api';
import { sumMiles, type IvmrDayRoute, type IvmrDayRow, type IvmrTractorWeek, type IvmrWeekException } from '#shared/reports/ivmr-week';
import { ivmrApi, ivmrKeys } from '#web/api/ivmr.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { milesText, usDate, usDateTime } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { ivmrText as t } from './strings.ts';

const c = t.columns;
const FORMATS = ['pdf', 'csv', 'xlsx'] as const;

function Downloads({ reportId }: { reportId: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (format: (typeof FORMATS)[number]) => {
    setFailure(null);
    try {
      // The link answers with an attachment, so the browser saves the file and stays on the page.
      window.location.assign((await ivmrApi.download(reportId, format)).url);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="xs">
        {FORMATS.map((f) => <Button key={f} iconName="download" onClick={() => void download(f)}>{t.download[f]}</Button>)}
      </SpaceBetween>
      {failure && <Alert type="error">{failure}</Alert>}
    </SpaceBetween>
  );
}

function exceptionText(e: IvmrWeekException): string {
  return e.kind === 'uncovered' ? t.uncoveredLine(usDate(e.date)) : t.exceptionLine(t.exceptionKinds[e.kind] ?? e.kind, e.miles, usDateTime(e.from), usDateTime(e.to));
}

/** One tractor's week: rows by day and state with their total, each day's origin, destination and route, exceptions, drivers by name; approve, files, printable page. */
export function IvmrWeekDetail({ week, onClose }: { week: IvmrTractorWeek; onClose: () => void }) {
  const queries = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const approve = useMutation({
    mutationFn: () => ivmrApi.approve(week.WeekEnding, week.VehicleID, reason.trim()),
    onSuccess: () => queries.invalidateQueries({ queryKey: ivmrKeys.week(week.WeekEnding) }),
  });
  const template = `/IVMR-Template?weekEnding=${encodeURIComponent(week.WeekEnding)}&VehicleID=${encodeURIComponent(week.VehicleID)}`;
  return (
    <Modal visible size="large" onDismiss={onClose} closeAriaLabel={t.close} header={t.detail(week.VehicleID, usDate(week.WeekEnding))}
      footer={<Box float="right"><Button onClick={onClose}>{t.close}</Button></Box>}>
      <SpaceBetween size="m">
        <ColumnLayout columns={4} variant="text-grid">
          <div><Box variant="awsui-key-label">{c.status}</Box>{t.status[week.status]}</div>
          <div><Box variant="awsui-key-label">{c.odoStart}</Box>{milesText(week.OdoStart)}</div>
          <div><Box variant="awsui-key-label">{c.odoStop}</Box>{milesText(week.OdoStop)}</div>
          <div><Box variant="awsui-key-label">{c.miles}</Box>{milesText(week.miles)}</div>
        </ColumnLayout>
        {week.status === 'none' && <Box color="text-body-secondary">{t.computedNote}</Box>}
        {week.status === 'approved' && week.approvedBy && <Box>{t.approvedBy(week.approvedBy, usDateTime(week.approvedAt))}</Box>}
        {week.approvalReason && <Box><Box variant="awsui-key-label">{t.approvalReason}</Box>{week.approvalReason}</Box>}
        <Table<IvmrDayRow>
          variant="embedded"
          items={week.ivmrRows}
          trackBy={(r) => `${r.date}|${r.state}|${r.odoStart}`}
          ariaLabels={{ tableLabel: t.detail(week.VehicleID, week.WeekEnding) }}
          empty={<Box>{t.noRows}</Box>}
          columnDefinitions={[
            { id: 'date', header: c.date, cell: (r) => usDate(r.date) },
            { id: 'state', header: c.state, cell: (r) => r.state },
            { id: 'odoStart', header: c.odoStart, cell: (r) => milesText(r.odoStart) },
            { id: 'odoStop', header: c.odoStop, cell: (r) => milesText(r.odoStop) },
            { id: 'miles', header: c.miles, cell: (r) => milesText(r.miles) },
          ]}
          footer={<Box fontWeight="bold">{t.total}: {milesText(sumMiles(week.ivmrRows.map((r) => r.miles)))} mi</Box>}
        />
        <Table<IvmrDayRoute>
          variant="embedded"
          items={week.routes}
          trackBy="date"
          header={<Header variant="h3" description={t.routes.description}>{t.routes.title}</Header>}
          ariaLabels={{ tableLabel: t.routes.title }}
          empty={<Box>{t.routes.empty}</Box>}
          columnDefinitions={[
            { id: 'date', header: t.routes.date, cell: (r) => usDate(r.date) },
            { id: 'origin', header: t.routes.origin, cell: (r) => r.origin },
            { id: 'destination', header: t.routes.destination, cell: (r) => r.destination },
            { id: 'route', header: t.routes.route, cell: (r) => r.route },
            { id: 'trips', header: t.routes.trips, cell: (r) => r.trips },
          ]}
        />
        <SpaceBetween size="xxs">
          <Header variant="h3">{c.exceptions}</Header>
          {week.exceptionCount === 0 ? <Box>{t.noExceptions}</Box> : week.exceptions.map((e, i) => <Box key={i}>{exceptionText(e)}</Box>)}
          {week.exceptionCount > week.exceptions.length && <Box>{t.moreExceptions(week.exceptionCount - week.exceptions.length)}</Box>}
        </SpaceBetween>
        <Box><Box variant="awsui-key-label">{t.drivenBy}</Box>{week.drivers.join(', ') || '—'}</Box>
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          {week.status === 'draft' && <Button variant="primary" onClick={() => setConfirming(true)}>{t.approve}</Button>}
          {week.status === 'none' && <Box color="text-body-secondary">{t.approveNeedsRecord}</Box>}
          <Button href={template} target="_blank" iconName="external">{t.printable}</Button>
        </SpaceBetween>
        {week.status === 'approved' && week.reportId && <Downloads reportId={week.reportId} />}
      </SpaceBetween>
      {confirming && (
        <ConfirmDialog header={t.approveHeader} action={t.approve} onConfirm={async () => { await approve.mutateAsync(); }} onClose={() => setConfirming(false)}>
          <SpaceBetween size="s">
            <Box>{t.approveBody(week.VehicleID, usDate(week.WeekEnding), milesText(week.miles))}</Box>
            {week.exceptionCount > 0 && (
              <FormField label={t.reason} description={t.reasonHint(week.exceptionCount)} errorText={reason.trim().length > MAX_APPROVAL_REASON ? t.reasonTooLong(MAX_APPROVAL_REASON) : undefined}>
                <Textarea value={reason} onChange={({ detail }) => setReason(detail.value)} ariaLabel={t.reason} rows={3} />
              </FormField>
            )}
          </SpaceBetween>
        </ConfirmDialog>
      )}
    </Modal>
  );
}
