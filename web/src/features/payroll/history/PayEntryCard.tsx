import { Link } from 'react-router';
import type { PayHistoryEntry } from '#shared/payroll-api/pay-docs';
import { centsToAmount } from '#shared/money/round';
import { milesText, usd, usDate } from '#web/components/format.ts';
import { historyText as t } from '#web/features/payroll/strings.ts';
import './pay-history.css';

/** Where a pay entry opens: the driver's pay page with that run's document. */
export const payEntryPath = (entry: Pick<PayHistoryEntry, 'PayRunID'>) => `/driver-documents?run=${encodeURIComponent(entry.PayRunID)}`;

/** One pay document as a whole tappable card (a phone's thumb needs more than a text link): paid date, what he was paid, week, miles. */
export function PayEntryCard({ entry, label }: { entry: PayHistoryEntry; label?: string }) {
  const date = entry.payDateString || usDate(entry.payDate);
  const amount = usd(centsToAmount(entry.paidCents));
  const week = t.weekEnding(entry.endDateString || '—');
  return (
    <Link className="fd-pay-card" to={payEntryPath(entry)} aria-label={label ?? t.cardLabel(date, amount, week)} data-testid="pay-entry">
      <div className="fd-pay-card__top">
        <span>{t.paid(date)}</span>
        <span className="fd-pay-card__amount" data-testid="pay-entry-paid">{amount}</span>
      </div>
      <div className="fd-pay-card__meta">
        {week} · {milesText(entry.totalMiles)} mi
      </div>
    </Link>
  );
}
