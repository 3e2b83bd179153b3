import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import type { DriverPayDocView } from '#shared/payroll-api/pay-docs';
import { milesText, usDate } from '#web/components/format.ts';
import { DriverPaySections } from './DriverPaySections.tsx';
import { PayDocPdfButton } from './PayDocPdfButton.tsx';

/** The driver's pay document on his phone: earnings line by line, deductions, and what he is paid; the PDF. */
export function PayDocMobile({ doc }: { doc: DriverPayDocView }) {
  const { t } = useTranslation();
  const header = (
    <Header variant="h2" description={`${t('pay.weekEnding', { date: doc.endDateString || usDate(doc.endDate) })} · ${t('pay.miles', { miles: milesText(doc.totalMiles) })}`} actions={<PayDocPdfButton payRunId={doc.PayRunID} driverId={doc.DriverID} />}>
      {t('pay.paid', { date: doc.payDateString || usDate(doc.payDate) })}
    </Header>
  );
  return <DriverPaySections pay={doc.pay} header={header} />;
}
