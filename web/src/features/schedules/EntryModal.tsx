import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FleetTractor } from '#shared/fleet/tractor-api';
import { OVERRIDE_REASON_MAX } from '#shared/schedules/tractor-fitness';
import { RUN_TYPES, SCHEDULE_LIMITS, type RunType, type SavedEntry, type ScheduleEntryView, type ScheduleLeg } from '#shared/schedules/api';
import { weekdayDay } from '#shared/schedules/format';
import { ApiError } from '#web/api/client.ts';
import { fleetApi, fleetKeys } from '#web/api/fleet.ts';
import { scheduleApi } from '#web/api/schedules.ts';
import { SaveModal, type SaveModalFailure } from '#web/components/SaveModal.tsx';
import { scheduleText } from './strings.ts';

const t = scheduleText.entry;

export interface EntryTarget { DriverID: string; name: string; day: string; entry: ScheduleEntryView | undefined }

function failureOf(error: unknown): SaveModalFailure {
  if (error instanceof ApiError) return { message: error.message, conflict: error.status === 409 };
  return { message: String(error), conflict: false };
}

function fieldsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

/** A tractor in the select: its number, its domicile, and the shop's status when it is not in service. */
function tractorOption(tractor: FleetTractor) {
  const state = tractor.serviceState === 'in-service' ? undefined : t.tractorStates[tractor.serviceState];
  return { value: tractor.VehicleID, label: tractor.VehicleID, ...(tractor.Domicile ? { description: tractor.Domicile } : {}), ...(state ? { tags: [state] } : {}) };
}

/** Enter or change one driver's day; saving makes it a draft until the week is published. The server judges the tractor; its warnings go to `onDone`. */
export function EntryModal({ target, onDone, onClose }: { target: EntryTarget; onDone: (saved?: SavedEntry) => void; onClose: () => void }) {
  const e = target.entry;
  const tractors = useQuery({ queryKey: fleetKeys.tractors, queryFn: fleetApi.tractors });
  const [VehicleID, setVehicle] = useState(e?.VehicleID ?? '');
  const [reason, setReason] = useState(e?.outOfServiceOverride?.reason ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [RunType, setRunType] = useState<RunType>(e?.RunType ?? 'LINEHAUL');
  const [startTime, setStart] = useState(e?.startTime ?? '06:00');
  const [legs, setLegs] = useState<ScheduleLeg[]>(e?.legs.length ? e.legs : [{ origin: '', destination: '' }]);
  const [notes, setNotes] = useState(e?.notes ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SaveModalFailure | null>(null);

  const run = async (action: () => Promise<SavedEntry | undefined>) => {
    setBusy(true);
    setFailure(null);
    setFields({});
    try {
      onDone(await action());
    } catch (error) {
      setFailure(failureOf(error));
      setFields(fieldsOf(error));
    } finally {
      setBusy(false);
    }
  };
  const listed = (tractors.data ?? []).filter((tr) => tr.Active !== false);
  const chosen = listed.find((tr) => tr.VehicleID === VehicleID);
  // The list mirrors the server: an out-of-service tractor asks for a reason before the save is tried.
  const askReason = chosen?.serviceState === 'out-of-service' || Boolean(e?.outOfServiceOverride && e.VehicleID === VehicleID) || 'outOfServiceReason' in fields;
  const save = () => run(() => scheduleApi.save({
    DriverID: target.DriverID, day: target.day, VehicleID: VehicleID.trim(), RunType, startTime: startTime.trim(), notes,
    legs: legs.filter((l) => l.origin.trim() || l.destination.trim()), ...(e ? { version: e.version } : {}),
    ...(askReason && reason.trim() ? { outOfServiceReason: reason.trim() } : {}),
  }));
  const setLeg = (i: number, leg: Partial<ScheduleLeg>) => setLegs(legs.map((l, k) => (k === i ? { ...l, ...leg } : l)));
  const field = (name: string) => fields[name] ?? Object.entries(fields).find(([k]) => k.startsWith(`${name}.`))?.[1];
  const selected = VehicleID ? (chosen ? tractorOption(chosen) : { value: VehicleID, label: VehicleID, ...(tractors.isSuccess ? { tags: [t.notListed] } : {}) }) : null;

  return (
    <SaveModal header={t.header(target.name, weekdayDay(target.day))} busy={busy} failure={failure} onSave={save} onClose={onClose} onReload={onDone} size="medium">
      <SpaceBetween size="m">
        <FormField label={t.tractor} errorText={field('VehicleID')}>
          <Select
            selectedOption={selected}
            options={listed.map(tractorOption)}
            onChange={({ detail }) => setVehicle(detail.selectedOption.value ?? '')}
            filteringType="auto"
            placeholder={t.tractorPlaceholder}
            statusType={tractors.isPending ? 'loading' : tractors.isError ? 'error' : 'finished'}
            loadingText={t.tractorsLoading}
            errorText={tractors.error?.message}
            ariaLabel={t.tractor}
          />
        </FormField>
        {askReason && (
          <FormField label={t.overrideReason} description={t.overrideHint} errorText={field('outOfServiceReason')}>
            <Input value={reason} onChange={({ detail }) => setReason(detail.value.slice(0, OVERRIDE_REASON_MAX))} ariaLabel={t.overrideReason} />
          </FormField>
        )}
        <FormField label={t.runType} errorText={field('RunType')}>
          <Select
            selectedOption={{ value: RunType, label: scheduleText.runTypes[RunType] }}
            options={RUN_TYPES.map((r) => ({ value: r, label: scheduleText.runTypes[r] }))}
            onChange={({ detail }) => setRunType(detail.selectedOption.value as RunType)}
            ariaLabel={t.runType}
          />
        </FormField>
        <FormField label={t.start} description={t.startHint} errorText={field('startTime')}>
          <Input value={startTime} onChange={({ detail }) => setStart(detail.value)} ariaLabel={t.start} placeholder="06:00" />
        </FormField>
        <FormField label={t.legs} errorText={field('origin') ?? field('destination') ?? field('legs')}>
          <SpaceBetween size="xs">
            {legs.map((leg, i) => (
              <SpaceBetween key={i} direction="horizontal" size="xs">
                <Input value={leg.origin} onChange={({ detail }) => setLeg(i, { origin: detail.value })} ariaLabel={`${t.origin} ${i + 1}`} placeholder={t.origin} />
                <Input value={leg.destination} onChange={({ detail }) => setLeg(i, { destination: detail.value })} ariaLabel={`${t.destination} ${i + 1}`} placeholder={t.destination} />
                <Button variant="icon" iconName="remove" ariaLabel={`${t.removeLeg} ${i + 1}`} onClick={() => setLegs(legs.filter((_, k) => k !== i))} />
              </SpaceBetween>
            ))}
            <Button disabled={legs.length >= SCHEDULE_LIMITS.legs} onClick={() => setLegs([...legs, { origin: legs.at(-1)?.destination ?? '', destination: '' }])}>{t.addLeg}</Button>
          </SpaceBetween>
        </FormField>
        <FormField label={t.notes} errorText={field('notes')}>
          <Textarea value={notes} onChange={({ detail }) => setNotes(detail.value)} ariaLabel={t.notes} rows={2} />
        </FormField>
        {e && <Button disabled={busy} onClick={() => void run(async () => { await scheduleApi.remove(e); return undefined; })}>{t.remove}</Button>}
      </SpaceBetween>
    </SaveModal>
  );
}
