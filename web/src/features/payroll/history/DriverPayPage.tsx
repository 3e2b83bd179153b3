import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import type { PayHistoryEntry } from '#shared/payroll-api/pay-docs';
import { getMyPayDoc, myPayHistory } from '#web/api/payroll-docs.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { PayDocMobile } from './PayDocMobile.tsx';
import { PayEntryCard } from './PayEntryCard.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';

function OneDocument({ payRunId, driverId }: { payRunId: string; driverId: string }) {
  const { t } = useTranslation();
  const load = useQuery({ queryKey: payrollKeys.myPayDoc(payRunId, driverId), queryFn: () => getMyPayDoc(payRunId, driverId) });
  return <Loaded query={load} feature={t('pay.title')}>{(doc) => <PayDocMobile doc={doc} />}</Loaded>;
}

/** The driver's own pay (/driver-documents, reached from the Drive page): his last 12 pay documents, each a card that opens it. */
export function DriverPayPage() {
  const { t } = useTranslation();
  const { user } = useSignedIn();
  const [search, setSearch] = useSearchParams();
  const open = search.get('run');
  const hasDriverId = Boolean(user.driverId) && user.driverId !== DEFAULT_DRIVER_ID;
  const history = useQuery({ queryKey: payrollKeys.myPay, queryFn: myPayHistory, enabled: hasDriverId });

  return (
    <ContentLayout header={<Header variant="h1" description={open ? undefined : t('pay.description')}>{t('pay.title')}</Header>}>
      {!hasDriverId ? (
        <Box color="text-body-secondary">{t('pay.noDriverId')}</Box>
      ) : open ? (
        <SpaceBetween size="m">
          <Button iconName="angle-left" onClick={() => setSearch({})}>
            {t('pay.back')}
          </Button>
          <OneDocument payRunId={open} driverId={user.driverId} />
        </SpaceBetween>
      ) : (
        <Loaded query={history} feature={t('pay.title')}>
          {(entries: PayHistoryEntry[]) =>
            entries.length === 0 ? (
              <Box textAlign="center">{t('pay.empty')}</Box>
            ) : (
              <ul className="fd-pay-cards" aria-label={t('pay.title')}>
                {entries.map((e) => (
                  <li key={e.PayDocID}>
                    <PayEntryCard entry={e} />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      )}
    </ContentLayout>
  );
}
