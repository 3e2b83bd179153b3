import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { hasRole } from '#shared/access/roles';
import { domicileBody, domicileParams } from '#shared/payroll-api/tools';
import { locationApi, locationKeys, type Location } from '#web/api/fleet.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { CheckField, TextField } from '#web/components/Fields.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { checkFields, saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { locationText as t } from './strings.ts';

/** PUT and DELETE /domiciles are payroll routes (role ≤ 2); the office reads them. */
const EDITOR_ROLE = 2;
const TEXT = [['name', t.name], ['address', t.address], ['city', t.city], ['state', t.state], ['timeZone', t.timeZone], ['lat', t.lat], ['lon', t.lon]] as const;
type Draft = Record<(typeof TEXT)[number][0] | 'id', string> & { Active: boolean };

function bodyOf(draft: Draft): Record<string, unknown> {
  const { id: _id, lat, lon, Active, ...text } = draft;
  const number = (v: string) => (v.trim() === '' ? undefined : Number.isFinite(Number(v)) ? Number(v) : v);
  const body: Record<string, unknown> = { ...Object.fromEntries(Object.entries(text).filter(([, v]) => v.trim() !== '')), Active, lat: number(lat), lon: number(lon) };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

function LocationEditor({ location, onClose, onSaved }: { location: Location | null; onClose: () => void; onSaved: () => void }) {
  const s = (v: string | number | undefined) => (v === undefined ? '' : String(v));
  const [draft, setDraft] = useState<Draft>({ id: s(location?.id), name: s(location?.name), address: s(location?.address), city: s(location?.city), state: s(location?.state), timeZone: s(location?.timeZone), lat: s(location?.lat), lon: s(location?.lon), Active: location?.Active ?? true });
  const [invalid, setInvalid] = useState<SaveFailure | null>(null);
  const mutation = useMutation({ mutationFn: (body: Omit<Location, 'id'>) => locationApi.save(location?.id ?? draft.id.trim().toUpperCase(), body), onSuccess: onSaved });
  const failure = invalid ?? (mutation.isError ? saveFailureOf(mutation.error) : null);
  const errors = failure?.fields ?? {};
  const save = () => {
    const code = checkFields(domicileParams, { id: location?.id ?? draft.id });
    const checked = checkFields(domicileBody, bodyOf(draft));
    if (!code.ok || !checked.ok) {
      setInvalid({ fields: { ...(code.ok ? {} : code.fields), ...(checked.ok ? {} : checked.fields) }, message: null, conflict: false });
      return;
    }
    setInvalid(null);
    mutation.mutate(checked.data as Omit<Location, 'id'>);
  };
  return (
    <SaveModal header={location ? t.edit(location.id) : t.add} busy={mutation.isPending} failure={failure} onSave={save} onClose={onClose}>
      <ColumnLayout columns={2}>
        {!location && <TextField label={t.code} value={draft.id} onChange={(id) => setDraft({ ...draft, id })} error={errors.id} constraint={t.codeHint} />}
        {TEXT.map(([key, label]) => (
          <TextField key={key} label={label} value={draft[key]} onChange={(value) => setDraft({ ...draft, [key]: value })} error={errors[key]} numeric={key === 'lat' || key === 'lon'} {...(key === 'timeZone' ? { constraint: t.timeZoneHint } : {})} />
        ))}
      </ColumnLayout>
      <CheckField label={t.active} checked={draft.Active} onChange={(Active) => setDraft({ ...draft, Active })} />
    </SaveModal>
  );
}

/** /manage-locations: domiciles with address, zone and position; payroll and the owner edit them (roles 1 to 4 read). */
export function ManageLocationsPage() {
  const { user } = useSignedIn();
  const queries = useQueryClient();
  const load = useQuery({ queryKey: locationKeys.all, queryFn: locationApi.list });
  const [editing, setEditing] = useState<Location | 'new' | null>(null);
  const [removing, setRemoving] = useState<Location | null>(null);
  const mayEdit = hasRole(user.role, EDITOR_ROLE);
  const changed = () => queries.invalidateQueries({ queryKey: locationKeys.all });
  const remove = useMutation({ mutationFn: locationApi.remove, onSuccess: changed });
  const columns: DataColumn<Location>[] = [
    { id: 'code', header: t.code, cell: (l) => (mayEdit ? <Button variant="inline-link" onClick={() => setEditing(l)}>{l.id}</Button> : l.id), sortKey: (l) => l.id, width: 100 },
    { id: 'name', header: t.name, cell: (l) => l.name, sortKey: (l) => l.name },
    { id: 'address', header: t.address, cell: (l) => [l.address, l.city, l.state].filter(Boolean).join(', '), text: (l) => `${l.address ?? ''} ${l.city ?? ''} ${l.state ?? ''}` },
    { id: 'zone', header: t.timeZone, cell: (l) => l.timeZone ?? '—', sortKey: (l) => l.timeZone ?? '', width: 180 },
    { id: 'position', header: t.position, cell: (l) => (l.lat !== undefined && l.lon !== undefined ? `${l.lat.toFixed(4)}, ${l.lon.toFixed(4)}` : '—'), width: 190 },
    ...(mayEdit ? [{ id: 'remove', header: '', cell: (l: Location) => <Button variant="inline-link" onClick={() => setRemoving(l)}>{t.remove}</Button>, width: 100 }] : []),
  ];
  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <SpaceBetween size="m">
        {!mayEdit && <Box color="text-body-secondary">{t.readOnly}</Box>}
        <Loaded query={load} feature={t.list}>
          {(locations) => (
            <DataTable items={locations} columns={columns} trackBy="id" header={<Header variant="h2" counter={`(${locations.length})`} actions={mayEdit ? <Button variant="primary" onClick={() => setEditing('new')}>{t.add}</Button> : undefined}>{t.list}</Header>} filterNoun="domiciles" empty={t.empty} defaultSort={{ column: 'code' }} ariaLabel={t.list} />
          )}
        </Loaded>
      </SpaceBetween>
      {editing && (
        <LocationEditor
          location={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void changed();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog header={t.remove} action={t.remove} onClose={() => setRemoving(null)} onConfirm={async () => { await remove.mutateAsync(removing.id); }}>
          {t.removeConfirm(removing.id)}
        </ConfirmDialog>
      )}
    </ContentLayout>
  );
}
