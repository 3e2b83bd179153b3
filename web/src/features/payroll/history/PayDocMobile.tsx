import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { DriverPayLine } from '#shared/payroll/driver-pay-lines';
import type { DriverPayDocView } from '#shared/payroll-api/pay-docs';
import { centsToAmount } from '#shared/money/round';
import { milesText, usd, usDate } from '#web/components/format.ts';
import { PayDocPdfButton } from './PayDocPdfButton.tsx';
import { usePayLineText } from './use-pay-line-text.ts';
import './pay-history.css';

const money = (cents: number) => usd(centsToAmount(cents));

function Lines({ lines, testId }: { lines: readonly DriverPayLine[]; testId: string }) {
  const text = usePayLineText();
  return (
    <ul className="fd-pay-lines" data-testid={testId}>
      {lines.map((l, i) => (
        <li key={`${l.kind}:${i}`} className="fd-pay-lines__row">
          <span>{text(l)}</span>
          <span className="fd-pay-lines__amount">{money(l.cents)}</span>
        </li>
      ))}
    </ul>
  );
}

function Total({ label, cents, testId, big = false }: { label: string; cents: number; testId: string; big?: boolean }) {
  return (
    <div className={`fd-pay-lines__row fd-pay-lines__total${big ? ' fd-pay-lines__total--big' : ''}`}>
      <strong>{label}</strong>
      <strong className="fd-pay-lines__amount" data-testid={testId}>{money(cents)}</strong>
    </div>
  );
}

/** The driver's pay document on his phone: earnings line by line, deductions, and what he is paid; the PDF. */
export function PayDocMobile({ doc }: { doc: DriverPayDocView }) {
  const { t } = useTranslation();
  const { pay } = doc;
  return (
    <SpaceBetween size="m">
      <Container header={<Header variant="h2" description={`${t('pay.weekEnding', { date: doc.endDateString || usDate(doc.endDate) })} · ${t('pay.miles', { miles: milesText(doc.totalMiles) })}`} actions={<PayDocPdfButton payRunId={doc.PayRunID} driverId={doc.DriverID} />}>{t('pay.paid', { date: doc.payDateString || usDate(doc.payDate) })}</Header>}>
        <Total label={t('pay.paidAmount')} cents={pay.paidCents} testId="paydoc-paid" big />
        {pay.perDiemShare && (
          <>
            <div className="fd-pay-lines__row"><span>{t('pay.nonTaxablePerDiem')}</span><span className="fd-pay-lines__amount" data-testid="paydoc-per-diem">{money(pay.perDiemShare.nonTaxableCents)}</span></div>
            <div className="fd-pay-lines__row"><span>{t('pay.taxablePay')}</span><span className="fd-pay-lines__amount" data-testid="paydoc-taxable">{money(pay.perDiemShare.taxableCents)}</span></div>
          </>
        )}
      </Container>
      <Container header={<Header variant="h3" counter={`(${pay.earnings.length})`}>{t('pay.earnings')}</Header>}>
        {pay.earnings.length === 0 ? <Box color="text-body-secondary">{t('pay.noEarnings')}</Box> : <Lines lines={pay.earnings} testId="paydoc-earnings" />}
        <Total label={t('pay.earningsTotal')} cents={pay.earningsCents} testId="paydoc-earnings-total" />
      </Container>
      {pay.deductions.length > 0 && (
        <Container header={<Header variant="h3" counter={`(${pay.deductions.length})`}>{t('pay.deductions')}</Header>}>
          <Lines lines={pay.deductions} testId="paydoc-deductions" />
          <Total label={t('pay.deductionsTotal')} cents={pay.deductionsCents} testId="paydoc-deductions-total" />
        </Container>
      )}
    </SpaceBetween>
  );
}
