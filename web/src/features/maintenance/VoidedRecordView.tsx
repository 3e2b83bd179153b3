import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { RecordView, VoidView } from '#shared/maintenance/api';
import { voidedLine } from '#shared/maintenance/voided';
import { useCompanyZone } from '#web/auth/company-zone.ts';
import { componentText } from '#web/components/strings.ts';
import { milesText, usd, usDate } from '#web/components/format.ts';
import { maintenanceText as t } from './strings.ts';

/** A voided record as the auditor reads it: who voided it, when and why, and what it said; nothing to edit. */
export function VoidedRecordView({ record, voided, onClose }: { record: RecordView; voided: VoidView; onClose: () => void }) {
  const zone = useCompanyZone();
  const f = t.form;
  return (
    <Modal visible size="large" onDismiss={onClose} header={t.void.viewHeader} closeAriaLabel={componentText.close}
      footer={<Box float="right"><Button variant="primary" onClick={onClose}>{componentText.close}</Button></Box>}>
      <SpaceBetween size="m">
        <Alert type="warning">{voidedLine(voided, zone)}</Alert>
        <KeyValuePairs
          columns={3}
          items={[
            { label: f.tractor, value: record.VehicleID },
            { label: f.date, value: usDate(record.ServiceDate) },
            { label: f.status, value: record.ServiceStatus },
            { label: f.type, value: `${record.serviceType || '—'}${record.isPM ? ` (${t.columns.pm})` : ''}` },
            { label: f.odometer, value: milesText(record.odometer) },
            { label: f.serviceNo, value: record.ServiceNo || '—' },
            { label: f.provider, value: record.ServiceProvider || '—' },
            { label: t.columns.total, value: usd(record.total) },
            { label: t.columns.file, value: record.invoiceUrl ? <a href={record.invoiceUrl} target="_blank" rel="noreferrer">{record.filename}</a> : record.filename || '—' },
            { label: f.notes, value: record.notes || '—' },
          ]}
        />
      </SpaceBetween>
    </Modal>
  );
}
