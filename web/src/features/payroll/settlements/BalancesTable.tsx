import { useQuery } from '@tanstack/react-query';
import Header from '@cloudscape-design/components/header';
import type { DriverAdjustmentBalance } from '#shared/payroll-api/adjustments';
import { listBalances } from '#web/api/payroll-adjustments.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usd, usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { adjustmentText as t } from '#web/features/payroll/strings.ts';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';

/** The running balance per driver: what deductions carry to the next pay run. */
export function BalancesTable({ nameOf }: { nameOf: (driverId: string) => string }) {
  const load = useQuery({ queryKey: payrollKeys.balances, queryFn: listBalances });
  const columns: DataColumn<DriverAdjustmentBalance>[] = [
    { id: 'driver', header: t.driver, cell: (b) => nameOf(b.DriverID), sortKey: (b) => nameOf(b.DriverID), text: (b) => `${nameOf(b.DriverID)} ${b.DriverID}` },
    { id: 'balance', header: t.balance, cell: (b) => <strong>{usd(b.balance)}</strong>, sortKey: (b) => b.balance, width: 180 },
    { id: 'run', header: t.lastRun, cell: (b) => (b.lastPayRunID ? usDate(b.lastPayRunID) : '—'), sortKey: (b) => b.lastPayRunID, width: 160 },
  ];
  return (
    <Loaded query={load} feature={t.balances}>
      {(balances) => (
        <DataTable
          items={balances.filter((b) => b.balance !== 0)}
          columns={columns}
          trackBy="DriverID"
          header={<Header variant="h2" description={t.balancesDescription}>{t.balances}</Header>}
          filterNoun="drivers" preferencesKey="balances"
          empty={t.noBalances}
          defaultSort={{ column: 'balance', descending: true }}
          pageSize={10}
          ariaLabel={t.balances}
        />
      )}
    </Loaded>
  );
}
