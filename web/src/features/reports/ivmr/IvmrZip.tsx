import { useMutation } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { addDays } from '#shared/reports/ivmr-week';
import { ivmrApi } from '#web/api/ivmr.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { ivmrText as t } from './strings.ts';
import { componentText } from '#web/components/strings.ts';

/** Spec exportIVMRtoZip: the approved weeks ending in a range, as a zip behind a 15-minute link. */
export function IvmrZip({ lastWeek }: { lastWeek: string }) {
  const [from, setFrom] = useState(addDays(lastWeek, -7 * 4));
  const [to, setTo] = useState(lastWeek);
  const zip = useMutation({ mutationFn: () => ivmrApi.zip(from, to) });
  return (
    <Container header={<Header variant="h2" description={t.zip.description}>{t.zip.title}</Header>}>
      <SpaceBetween size="s">
        <SpaceBetween direction="horizontal" size="s" alignItems="end">
          <FormField label={t.zip.from}><DatePicker value={from} onChange={({ detail }) => setFrom(detail.value)} placeholder="YYYY/MM/DD" openCalendarAriaLabel={componentText.openCalendar(t.zip.from)} /></FormField>
          <FormField label={t.zip.to}><DatePicker value={to} onChange={({ detail }) => setTo(detail.value)} placeholder="YYYY/MM/DD" openCalendarAriaLabel={componentText.openCalendar(t.zip.to)} /></FormField>
          <Button loading={zip.isPending} disabled={!from || !to} onClick={() => zip.mutate()}>{t.zip.make}</Button>
        </SpaceBetween>
        {zip.isError && <Alert type="error">{errorMessage(zip.error)}</Alert>}
        {zip.data && (
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            <Button variant="primary" iconName="download" href={zip.data.url}>{t.zip.open}</Button>
            <Box>{zip.data.fileName} · {t.zip.ready(zip.data.weeks)}</Box>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Container>
  );
}
