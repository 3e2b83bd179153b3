import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TripPayoutView } from '#shared/payroll-api/pay-docs';
import type { PayRunView } from '#shared/payroll-api/pay-runs';
import { getPayDoc, listPayDocs, type PayDocSummary } from '../../../../api/payroll-docs.ts';
import { DataTable, type DataColumn } from '../../common/DataTable.tsx';
import { milesText, usd } from '../../common/format.ts';
import { Loaded } from '../../common/Loaded.tsx';
import { useLoad } from '../../common/use-load.ts';
import { PayDocActions } from '../../paydoc/PayDocActions.tsx';
import { PayDocument } from '../../paydoc/PayDocument.tsx';
import { payDocText as t } from '../../strings.ts';
import { PayoutEditModal } from './PayoutEditModal.tsx';

const columns: DataColumn<PayDocSummary>[] = [
  { id: 'name', header: t.driver, cell: (d) => d.DisplayName || d.DriverID, sortKey: (d) => d.DisplayName, text: (d) => `${d.DisplayName} ${d.DriverID}` },
  { id: 'miles', header: t.miles, cell: (d) => milesText(d.totalMiles), sortKey: (d) => d.totalMiles ?? 0, width: 90 },
  { id: 'total', header: t.total, cell: (d) => usd(d.totalCompensation), sortKey: (d) => d.totalCompensation ?? 0, width: 120 },
];

/** The driver view: the run's drivers on the left, the selected driver's pay document on the right. */
export function DriverView({ run, selectedDriver, onSelect }: { run: PayRunView; selectedDriver: string | null; onSelect: (driverId: string) => void }) {
  const list = useLoad(`${run.PayRunID}/${run.calculatedAt ?? ''}`, () => listPayDocs(run.PayRunID));
  const doc = useLoad(selectedDriver ? `${run.PayRunID}/${selectedDriver}/${run.calculatedAt ?? ''}` : null, () => getPayDoc(run.PayRunID, selectedDriver!));
  const [editing, setEditing] = useState<TripPayoutView | null>(null);

  return (
    <SpaceBetween size="l">
      <Loaded load={list} feature={t.drivers}>
        {(docs) => (
          <DataTable
            items={docs}
            columns={columns}
            trackBy="DriverID"
            header={<Header variant="h2" counter={`(${docs.length})`}>{t.drivers}</Header>}
            filterNoun="drivers"
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
        <Loaded load={doc} feature={t.header(selectedDriver)}>
          {(payDoc) => (
            <>
              <PayDocument doc={payDoc} actions={<PayDocActions payRunId={run.PayRunID} driverId={payDoc.DriverID} />} editLine={setEditing} />
              {editing && (
                <PayoutEditModal
                  payRunId={run.PayRunID}
                  line={editing}
                  onClose={() => setEditing(null)}
                  onSaved={() => {
                    setEditing(null);
                    void doc.reload();
                  }}
                  onReload={() => {
                    setEditing(null);
                    void doc.reload();
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
