import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { formatUsDate } from '#shared/dates/calendar-day';
import { payPeriodDays } from '#shared/dates/pay-period';
import { tryReadDate } from '#shared/dates/read-date';
import type { PayDocView } from '#shared/payroll-api/pay-docs';
import { milesText, usDate } from '#web/components/format.ts';
import { payDocText as t } from '#web/features/payroll/strings.ts';
import { DriverPaySections } from '#web/features/payroll/history/DriverPaySections.tsx';
import { BonusOutcomes } from './BonusOutcomes.tsx';
import { CompModelTable } from './CompModelTable.tsx';
import { FuelTable } from './FuelTable.tsx';
import { payColumnItems } from './pay-column-items.tsx';
import { TripPayoutTable } from './TripPayoutTable.tsx';
import './pay-document.css';

/**
 * The driver pay document (spec payrollDocs) as a reader sees and prints it: period, totals, what the
 * driver is paid (earnings, adjustments, Paid and its per diem split, as he sees it), every compensation
 * entry and trip line with the engine's explanation, bonuses and fuel.
 */
export function PayDocument({ doc, actions, editLine }: { doc: PayDocView; actions?: ReactNode; editLine?: (line: PayDocView['TripPayoutRecords'][number]) => void }) {
  return (
    <div className="fd-paydoc">
      <Container
        header={
          <Header variant="h2" description={`${t.driverId} ${doc.DriverID} · ${t.period(periodStart(doc.endDate), usDate(doc.endDate))} · ${t.paid(doc.payDateString || usDate(doc.payDate))}`} actions={actions}>
            {t.header(doc.DisplayName || `${doc.FirstName} ${doc.LastName}`)}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={4}
            items={[{ label: t.totalMiles, value: milesText(doc.totalMiles) }, ...payColumnItems(doc.compModel, t.totalCompensation)]}
          />
          <DriverPaySections pay={doc.pay} />
          <CompModelTable entries={doc.compModel} totalExplanation={doc.totalExplanation} />
          <BonusOutcomes outcomes={doc.bonusOutcomes} />
          <TripPayoutTable lines={doc.TripPayoutRecords} variant="embedded" {...(editLine ? { onEdit: editLine } : {})} />
          <FuelTable fuel={doc.FuelLogs} />
        </SpaceBetween>
      </Container>
    </div>
  );
}

/** The period starts six days before its end (spec §9). */
function periodStart(endDate: string): string {
  const end = tryReadDate(endDate);
  return end === undefined ? '—' : formatUsDate(payPeriodDays(end).start);
}
