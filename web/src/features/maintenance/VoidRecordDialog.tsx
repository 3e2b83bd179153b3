import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { voidBody, type RecordView } from '#shared/maintenance/api';
import { readFields } from '#shared/validation/read-fields';
import { voidRecord } from '#web/api/maintenance.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { usDate } from '#web/components/format.ts';
import { maintenanceText as t } from './strings.ts';

/** Asks why before voiding a record; the reason is checked with the API's own schema before anything is sent. */
export function VoidRecordDialog({ record, onVoided, onClose }: { record: RecordView; onVoided: (voided: RecordView) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const confirm = async () => {
    const read = readFields(voidBody, { VehicleID: record.VehicleID, ServiceDate: record.ServiceDate, version: record.version, reason });
    if (!read.ok) {
      setProblem(read.fields.reason ?? read.message);
      return;
    }
    onVoided(await voidRecord(record, read.data.reason));
  };
  return (
    <ConfirmDialog header={t.void.header} action={t.void.confirm} onConfirm={confirm} onClose={onClose} closeOnConfirm={false}>
      <SpaceBetween size="s">
        <span>{t.void.explain(record.VehicleID, usDate(record.ServiceDate))}</span>
        <FormField label={t.void.reason} description={t.void.reasonHint} errorText={problem} stretch>
          <Textarea value={reason} onChange={({ detail }) => { setReason(detail.value); setProblem(undefined); }} ariaLabel={t.void.reason} />
        </FormField>
      </SpaceBetween>
    </ConfirmDialog>
  );
}
