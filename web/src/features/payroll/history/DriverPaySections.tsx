import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToAmount } from '#shared/money/round';
import type { DriverPayLine, DriverPayStatement } from '#shared/payroll/driver-pay-lines';
import { usd } from '#web/components/format.ts';
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

/**
 * What the driver is paid, in the pay rules' order: the earnings lines, the adjustments (with `advance`
 * the per diem advanced first among them), Paid, then with `share` its non-taxable per diem and taxable
 * pay. Each total is the sum of the lines above it. `header` heads the earnings (his phone's page title).
 */
export function DriverPaySections({ pay, header }: { pay: DriverPayStatement; header?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="m">
      <Container header={header ?? <Header variant="h3" counter={`(${pay.earnings.length})`}>{t('pay.earnings')}</Header>}>
        {pay.earnings.length === 0 ? <Box color="text-body-secondary">{t('pay.noEarnings')}</Box> : <Lines lines={pay.earnings} testId="paydoc-earnings" />}
        <Total label={t('pay.earningsTotal')} cents={pay.earningsCents} testId="paydoc-earnings-total" />
      </Container>
      {pay.deductions.length > 0 && (
        <Container header={<Header variant="h3" counter={`(${pay.deductions.length})`}>{t('pay.deductions')}</Header>}>
          <Lines lines={pay.deductions} testId="paydoc-deductions" />
          <Total label={t('pay.deductionsTotal')} cents={pay.deductionsCents} testId="paydoc-deductions-total" />
        </Container>
      )}
      <Container>
        <Total label={t('pay.paidAmount')} cents={pay.paidCents} testId="paydoc-paid" big />
        {pay.perDiemShare && (
          <>
            <div className="fd-pay-lines__row"><span>{t('pay.nonTaxablePerDiem')}</span><span className="fd-pay-lines__amount" data-testid="paydoc-per-diem">{money(pay.perDiemShare.nonTaxableCents)}</span></div>
            <div className="fd-pay-lines__row"><span>{t('pay.taxablePay')}</span><span className="fd-pay-lines__amount" data-testid="paydoc-taxable">{money(pay.perDiemShare.taxableCents)}</span></div>
          </>
        )}
      </Container>
    </SpaceBetween>
  );
}
