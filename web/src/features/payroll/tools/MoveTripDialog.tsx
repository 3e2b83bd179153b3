import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useState } from 'react';
import { ApiError } from '#web/api/client.ts';
import { moveTrip } from '#web/api/trips.ts';
import { TextField } from '#web/components/Fields.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { SaveModal, type SaveModalFailure } from '#web/components/SaveModal.tsx';
import { tripText as t } from '#web/features/trips/strings.ts';

interface MoveTripDialogProps {
  payRunId: string;
  /** The trips offered, by trip number. */
  trips: readonly string[];
  onClose: () => void;
  /** After the move: the drivers whose pay documents were recalculated. */
  onMoved: (recalculatedDrivers: string[]) => void;
}

/** Moves one of the given trips into another driver's pay document (the vehicle and driver views share it). */
export function MoveTripDialog({ payRunId, trips, onClose, onMoved }: MoveTripDialogProps) {
  const [trip, setTrip] = useState(trips.length === 1 ? trips[0]! : '');
  const [driver, setDriver] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SaveModalFailure | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const save = async () => {
    setBusy(true);
    try {
      const answer = await moveTrip(payRunId, trip, driver.trim(), note.trim() || undefined);
      onMoved(answer.recalculatedDrivers);
    } catch (error) {
      setFieldErrors(error instanceof ApiError ? error.fields : {});
      setFailure({ message: errorMessage(error), conflict: error instanceof ApiError && error.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SaveModal header={t.moveTripHeader(trip)} busy={busy} failure={failure} onSave={() => void save()} onClose={onClose} size="medium">
      <FormField label={t.tripNumber} errorText={fieldErrors.tripNumber}>
        <Select selectedOption={trip ? { value: trip } : null} options={trips.map((n) => ({ value: n }))} onChange={({ detail }) => setTrip(detail.selectedOption.value ?? '')} ariaLabel={t.tripNumber} />
      </FormField>
      <TextField label={t.toDriver} value={driver} onChange={setDriver} error={fieldErrors.toDriverId} />
      <TextField label={t.note} value={note} onChange={setNote} error={fieldErrors.note} />
    </SaveModal>
  );
}
