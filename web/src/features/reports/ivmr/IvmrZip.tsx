import { useMutation } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { addDays } from '#shared/reports/ivmr-week';
import { ivmrApi } from '#web/api/ivmr.ts';
import { DateField } from '#web/components/DateField.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { isWholeDay, type TypedDay } from '#web/components/typed-day.ts';
import { ivmrText as t } from './strings.ts';

/** Spec exportIVMRtoZip: the approved weeks ending in a range, as a zip behind a 15-minute link. */
export function IvmrZip({ lastWeek }: { lastWeek: string }) {
  const [from, setFrom] = useState<TypedDay>(addDays(lastWeek, -7 * 4));
  const [to, setTo] = useState<TypedDay>(lastWeek);
  const range = isWholeDay(from) && isWholeDay(to) ? { from, to } : null;
  const zip = useMutation({ mutationFn: (weeks: { from: string; to: string }) => ivmrApi.zip(weeks.from, weeks.to) });
  return (
    <Container header={<Header variant="h2" description={t.zip.description}>{t.zip.title}</Header>}>
      <SpaceBetween size="s">
        <SpaceBetween direction="horizontal" size="s" alignItems="end">
          <DateField label={t.zip.from} value={from} onChange={setFrom} />
          <DateField label={t.zip.to} value={to} onChange={setTo} />
          <Button loading={zip.isPending} disabled={!range} onClick={() => range && zip.mutate(range)}>{t.zip.make}</Button>
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
