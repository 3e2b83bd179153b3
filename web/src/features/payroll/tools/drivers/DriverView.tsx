import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TripPayoutView } from '#shared/payroll-api/pay-docs';
import type { PayRunView } from '#shared/payroll-api/pay-runs';
import { getPayDoc, listPayDocs, type PayDocSummary } from '#web/api/payroll-docs.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { milesText, usd } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { PayDocActions } from '#web/features/payroll/paydoc/PayDocActions.tsx';
import { PayDocument } from '#web/features/payroll/paydoc/PayDocument.tsx';
import { payDocText as t } from '#web/features/payroll/strings.ts';
import { PayoutEditModal } from './PayoutEditModal.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';
import { MoveTripDialog } from '#web/features/payroll/tools/MoveTripDialog.tsx';
import { tripText } from '#web/features/trips/strings.ts';

const columns: DataColumn<PayDocSummary>[] = [
  { id: 'name', header: t.driver, cell: (d) => d.DisplayName || d.DriverID, sortKey: (d) => d.DisplayName, text: (d) => `${d.DisplayName} ${d.DriverID}` },
  { id: 'miles', header: t.miles, cell: (d) => milesText(d.totalMiles), sortKey: (d) => d.totalMiles ?? 0, width: 90 },
  { id: 'total', header: t.total, cell: (d) => usd(d.totalCompensation), sortKey: (d) => d.totalCompensation ?? 0, width: 120 },
];

/** The driver view: the run's drivers on the left, the selected driver's pay document on the right. */
export function DriverView({ run, selectedDriver, onSelect }: { run: PayRunView; selectedDriver: string | null; onSelect: (driverId: string) => void }) {
  const list = useQuery({ queryKey: payrollKeys.payDocs(run.PayRunID, run.calculatedAt ?? ''), queryFn: () => listPayDocs(run.PayRunID) });
  const doc = useQuery({ queryKey: payrollKeys.payDoc(run.PayRunID, selectedDriver ?? '', run.calculatedAt ?? ''), queryFn: () => getPayDoc(run.PayRunID, selectedDriver!), enabled: selectedDriver !== null });
  const [editing, setEditing] = useState<TripPayoutView | null>(null);
  const [moving, setMoving] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  const queryClient = useQueryClient();

  return (
    <SpaceBetween size="l">
      <Loaded query={list} feature={t.drivers}>
        {(docs) => (
          <DataTable
            items={docs}
            columns={columns}
            trackBy="DriverID"
            header={<Header variant="h2" counter={`(${docs.length})`}>{t.drivers}</Header>}
            filterNoun="drivers" preferencesKey="run-drivers"
            empty={t.noPayDocs}
            defaultSort={{ column: 'name' }}
            selectedItems={docs.filter((d) => d.DriverID === selectedDriver)}
            onSelect={(d) => onSelect(d.DriverID)}
            ariaLabel={t.drivers}
            pageSize={10}
          />
        )}
      </Loaded>
      {selectedDriver ? (
        <Loaded query={doc} feature={t.header(selectedDriver)}>
          {(payDoc) => (
            <>
              {moved && <Alert type="success" dismissible onDismiss={() => setMoved(null)}>{moved}</Alert>}
              <PayDocument
                doc={payDoc}
                actions={
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button disabled={payDoc.TripPayoutRecords.length === 0} onClick={() => setMoving(true)}>{tripText.moveTripToDriver}</Button>
                    <PayDocActions payRunId={run.PayRunID} driverId={payDoc.DriverID} />
                  </SpaceBetween>
                }
                editLine={setEditing}
              />
              {moving && (
                <MoveTripDialog
                  payRunId={run.PayRunID}
                  trips={payDoc.TripPayoutRecords.map((l) => String(l.TripNumber))}
                  onClose={() => setMoving(false)}
                  onMoved={(drivers) => {
                    setMoving(false);
                    setMoved(tripText.recalculated(drivers));
                    void queryClient.invalidateQueries({ queryKey: ['payroll'] });
                  }}
                />
              )}
              {editing && (
                <PayoutEditModal
                  payRunId={run.PayRunID}
                  line={editing}
                  onClose={() => setEditing(null)}
                  onSaved={() => {
                    setEditing(null);
                    void doc.refetch();
                  }}
                  onReload={() => {
                    setEditing(null);
                    void doc.refetch();
                  }}
                />
              )}
            </>
          )}
        </Loaded>
      ) : (
        <Box color="text-body-secondary" padding="l">
          {t.chooseDriver}
        </Box>
      )}
    </SpaceBetween>
  );
}
