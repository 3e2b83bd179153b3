import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PayDocView } from '#shared/payroll-api/pay-docs';
import { milesText, usd, usDate } from '#web/components/format.ts';
import { PayDocActions } from '#web/features/payroll/paydoc/PayDocActions.tsx';
import { payColumnItems } from '#web/features/payroll/paydoc/pay-column-items.tsx';
import { payLineAmount } from '#web/features/payroll/paydoc/pay-line-amount.ts';
import { historyText as t } from '#web/features/payroll/strings.ts';
import './pay-history.css';

/** A pay document laid out for a phone: totals, each pay line and trip with its explanation, PDF. */
export function PayDocMobile({ doc }: { doc: PayDocView }) {
  return (
    <SpaceBetween size="m">
      <Container header={<Header variant="h2" description={t.weekEnding(usDate(doc.endDate))} actions={<PayDocActions payRunId={doc.PayRunID} driverId={doc.DriverID} printable={false} />}>{t.paid(doc.payDateString || usDate(doc.payDate))}</Header>}>
        <KeyValuePairs
          columns={2}
          items={[{ label: t.miles, value: milesText(doc.totalMiles) }, ...payColumnItems(doc.compModel, t.total)]}
        />
      </Container>
      <Container header={<Header variant="h3">{t.compensation}</Header>}>
        <ul className="fd-pay-lines">
          {doc.compModel.map((e) => (
            <li key={`${e.label}:${e.adjustmentId ?? ''}`}>
              <div className="fd-pay-lines__row">
                <span>{e.label}</span>
                <strong>{payLineAmount(e)}</strong>
              </div>
              <Box variant="small" color="text-body-secondary">
                {e.explanation}
              </Box>
            </li>
          ))}
        </ul>
      </Container>
      <Container header={<Header variant="h3" counter={`(${doc.TripPayoutRecords.length})`}>{t.trips}</Header>}>
        <ul className="fd-pay-lines">
          {doc.TripPayoutRecords.map((l) => (
            <li key={l.TripNumber}>
              <div className="fd-pay-lines__row">
                <span>{t.trip(l.TripNumber, milesText(l.MilesQTY))}</span>
                <strong>{usd(l.payout)}</strong>
              </div>
              <Box variant="small" color="text-body-secondary">
                {l.explanation}
                {l.DandHpayout > 0 ? ` ${t.dandh(usd(l.DandHpayout))}: ${l.dandhExplanation}` : ''}
              </Box>
            </li>
          ))}
        </ul>
      </Container>
    </SpaceBetween>
  );
}
