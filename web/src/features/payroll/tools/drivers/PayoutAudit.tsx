import { useQuery } from '@tanstack/react-query';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Table from '@cloudscape-design/components/table';
import type { PayoutAuditView, TripPayoutView } from '#shared/payroll-api/pay-docs';
import { payoutAudit } from '#web/api/payroll-docs.ts';
import { usd, usDateTime } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { payoutEditText as t } from '#web/features/payroll/strings.ts';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';

/** Who changed this payout, when, and from what to what. */
export function PayoutAudit({ payRunId, line }: { payRunId: string; line: TripPayoutView }) {
  const load = useQuery({ queryKey: payrollKeys.payoutAudit(payRunId, line.DriverID, line.TripNumber, line.version), queryFn: async () => (await payoutAudit(payRunId, line.DriverID)).filter((e) => e.TripNumber === line.TripNumber) });
  return (
    <ExpandableSection headerText={t.audit} variant="footer">
      <Loaded query={load} feature={t.audit}>
        {(entries: PayoutAuditView[]) => (
          <Table
            variant="embedded"
            items={entries}
            trackBy="auditId"
            empty={t.noAudit}
            columnDefinitions={[
              { id: 'who', header: t.who, cell: (e) => e.changedBy },
              { id: 'when', header: t.when, cell: (e) => usDateTime(e.changedAt) },
              { id: 'before', header: t.before, cell: (e) => usd(e.before.payout) },
              { id: 'after', header: t.after, cell: (e) => usd(e.after.payout) },
            ]}
          />
        )}
      </Loaded>
    </ExpandableSection>
  );
}
