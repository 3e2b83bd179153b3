import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PayHistoryEntry } from '#shared/payroll-api/pay-docs';
import { centsToAmount } from '#shared/money/round';
import { milesText, usd, usDate } from '#web/components/format.ts';
import './pay-history.css';

/** Where a pay entry opens: the driver's pay page with that run's document. */
export const payEntryPath = (entry: Pick<PayHistoryEntry, 'PayRunID'>) => `/driver-documents?run=${encodeURIComponent(entry.PayRunID)}`;

/** One pay document as a whole tappable card (a phone's thumb needs more than a text link): paid date, what he was paid, week, miles. */
/** `lead`: what the card is, said before what it shows ("Pay document" by default). */
export function PayEntryCard({ entry, lead }: { entry: PayHistoryEntry; lead?: string }) {
  const { t } = useTranslation();
  const date = entry.payDateString || usDate(entry.payDate);
  const amount = usd(centsToAmount(entry.paidCents));
  const week = t('pay.weekEnding', { date: entry.endDateString || '—' });
  const paid = t('pay.paid', { date });
  const miles = t('pay.miles', { miles: milesText(entry.totalMiles) });
  // The name holds the card's text in the order shown, so a spoken "Paid …" command finds it (WCAG 2.5.3).
  const name = `${lead ?? t('pay.cardLead')}: ${paid} ${amount}, ${week} · ${miles}`;
  return (
    <Link className="fd-pay-card" to={payEntryPath(entry)} aria-label={name} data-testid="pay-entry">
      <div className="fd-pay-card__top">
        <span>{paid}</span>{' '}
        <span className="fd-pay-card__amount" data-testid="pay-entry-paid">{amount}</span>
      </div>{' '}
      <div className="fd-pay-card__meta">
        {week} · {miles}
      </div>
    </Link>
  );
}
