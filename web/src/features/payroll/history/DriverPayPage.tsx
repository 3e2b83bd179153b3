import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSearchParams } from 'react-router';
import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import type { PayHistoryEntry } from '#shared/payroll-api/pay-docs';
import { getPayDoc, myPayHistory } from '#web/api/payroll-docs.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { milesText, usd, usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { historyText as t } from '#web/features/payroll/strings.ts';
import { PayDocMobile } from './PayDocMobile.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';

function OneDocument({ payRunId, driverId }: { payRunId: string; driverId: string }) {
  const load = useQuery({ queryKey: payrollKeys.myPayDoc(payRunId, driverId), queryFn: () => getPayDoc(payRunId, driverId) });
  return <Loaded query={load} feature={t.title}>{(doc) => <PayDocMobile doc={doc} />}</Loaded>;
}

/** The driver's own pay (/driver-documents, reached from the Drive page): his last 12 pay documents, each openable. */
export function DriverPayPage() {
  const { user } = useSignedIn();
  const [search, setSearch] = useSearchParams();
  const open = search.get('run');
  const hasDriverId = Boolean(user.driverId) && user.driverId !== DEFAULT_DRIVER_ID;
  const history = useQuery({ queryKey: payrollKeys.myPay, queryFn: myPayHistory, enabled: hasDriverId });

  return (
    <ContentLayout header={<Header variant="h1" description={open ? undefined : t.description}>{t.title}</Header>}>
      {!hasDriverId ? (
        <Box color="text-body-secondary">{t.noDriverId}</Box>
      ) : open ? (
        <SpaceBetween size="m">
          <Button iconName="angle-left" variant="link" onClick={() => setSearch({})}>
            {t.back}
          </Button>
          <OneDocument payRunId={open} driverId={user.driverId} />
        </SpaceBetween>
      ) : (
        <Loaded query={history} feature={t.title}>
          {(entries: PayHistoryEntry[]) => (
            <Cards
              items={entries}
              trackBy="PayDocID"
              ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: t.title }}
              cardDefinition={{
                header: (e) => (
                  <Button variant="inline-link" onClick={() => setSearch({ run: e.PayRunID })} ariaLabel={`${t.open} ${t.paid(e.payDateString || usDate(e.payDate))}`}>
                    {t.paid(e.payDateString || usDate(e.payDate))}
                  </Button>
                ),
                sections: [
                  { id: 'week', content: (e) => t.weekEnding(e.endDateString || '—') },
                  { id: 'total', header: t.total, content: (e) => <strong>{usd(e.totalCompensation)}</strong> },
                  { id: 'miles', header: t.miles, content: (e) => milesText(e.totalMiles) },
                ],
              }}
              cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 960, cards: 3 }]}
              empty={<Box textAlign="center">{t.empty}</Box>}
            />
          )}
        </Loaded>
      )}
    </ContentLayout>
  );
}
