import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import Spinner from '@cloudscape-design/components/spinner';
import { useSafetyEvent } from '#web/api/safety.ts';
import { when } from './safety-columns.tsx';
import { safetyText } from './strings.ts';

const t = safetyText;

/** One event as the provider has it now (read again when opened). */
export function SafetyEventDetail({ eventId, onClose }: { eventId: string | null; onClose: () => void }) {
  const event = useSafetyEvent(eventId);
  return (
    <Modal visible={eventId !== null} onDismiss={onClose} header={t.detailHeader} footer={<Box float="right"><Button onClick={onClose}>{t.close}</Button></Box>}>
      {event.isError && <Alert type="error">{event.error.message}</Alert>}
      {!event.data && !event.isError && <Spinner />}
      {event.data && (
        <KeyValuePairs
          columns={2}
          items={[
            { label: t.columns.vehicle, value: event.data.vehicleName },
            { label: t.columns.driver, value: event.data.driverEmployeeId ? `${event.data.driverName} (${event.data.driverEmployeeId})` : t.unknownDriver },
            { label: t.columns.recordedAt, value: when(event.data.recordedAt) },
            { label: t.columns.lastUpdatedAt, value: when(event.data.lastUpdatedAt) },
            { label: t.columns.trigger, value: event.data.triggerName },
            { label: t.columns.status, value: event.data.statusName },
            { label: t.columns.behaviours, value: event.data.behaviours.join(', ') || '—' },
            { label: t.columns.coached, value: event.data.coached ? t.yes : t.no },
            { label: t.columns.closed, value: event.data.closed ? t.yes : t.no },
            { label: t.columns.id, value: event.data.eventId },
          ]}
        />
      )}
    </Modal>
  );
}
