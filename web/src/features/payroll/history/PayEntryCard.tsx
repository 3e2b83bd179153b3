import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PayHistoryEntry } from '#shared/payroll-api/pay-docs';
import { centsToAmount } from '#shared/money/round';
import { milesText, usd, usDate } from '#web/components/format.ts';
import './pay-history.css';

/** Where a pay entry opens: the driver's pay page with that run's document. */
export const payEntryPath = (entry: Pick<PayHistoryEntry, 'PayRunID'>) => `/driver-documents?run=${encodeURIComponent(entry.PayRunID)}`;

/** One pay document as a whole tappable card (a phone's thumb needs more than a text link): paid date, what he was paid, week, miles. */
export function PayEntryCard({ entry, label }: { entry: PayHistoryEntry; label?: string }) {
  const { t } = useTranslation();
  const date = entry.payDateString || usDate(entry.payDate);
  const amount = usd(centsToAmount(entry.paidCents));
  const week = t('pay.weekEnding', { date: entry.endDateString || '—' });
  return (
    <Link className="fd-pay-card" to={payEntryPath(entry)} aria-label={label ?? t('pay.cardLabel', { date, amount, week })} data-testid="pay-entry">
      <div className="fd-pay-card__top">
        <span>{t('pay.paid', { date })}</span>
        <span className="fd-pay-card__amount" data-testid="pay-entry-paid">{amount}</span>
      </div>
      <div className="fd-pay-card__meta">
        {week} · {t('pay.miles', { miles: milesText(entry.totalMiles) })}
      </div>
    </Link>
  );
}
