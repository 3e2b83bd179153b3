import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PayHistoryEntry } from '#shared/payroll-api/pay-docs';
import { myPayHistory } from '#web/api/payroll-docs.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { PayEntryCard } from '#web/features/payroll/history/PayEntryCard.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';

/** The driver's newest pay document on his home page, a card that opens it, with the way to all of them (/driver-documents). */
export function LatestPayCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const history = useQuery({ queryKey: payrollKeys.myPay, queryFn: myPayHistory });
  return (
    <Container
      header={
        <Header variant="h2" actions={<Button onClick={() => navigate('/driver-documents')}>{t('pay.latest.all')}</Button>}>
          {t('pay.latest.header')}
        </Header>
      }
    >
      <Loaded query={history} feature={t('pay.latest.header')}>
        {(entries: PayHistoryEntry[]) => {
          const latest = entries[0];
          if (!latest) return <Box color="text-body-secondary">{t('pay.latest.none')}</Box>;
          return <PayEntryCard entry={latest} lead={t('pay.latest.open')} />;
        }}
      </Loaded>
    </Container>
  );
}
