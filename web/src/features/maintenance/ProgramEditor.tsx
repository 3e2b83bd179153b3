import ColumnLayout from '@cloudscape-design/components/column-layout';
import { useState } from 'react';
import { programBody, type ProgramInput, type ProgramView } from '#shared/maintenance/api';
import { createProgram, updateProgram } from '#web/api/maintenance.ts';
import { CheckField, TextField } from '#web/components/Fields.tsx';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { useSave } from '#web/features/payroll/rules/lookups/use-save.ts';
import { maintenanceText } from './strings.ts';

const t = maintenanceText.programsPage;
const NUMBERS = ['intervalMiles', 'intervalDays', 'dueWithinMiles', 'dueWithinDays', 'dueSoonWithinMiles', 'dueSoonWithinDays'] as const;
type NumberField = (typeof NUMBERS)[number];
type Draft = { name: string; isPM: boolean; serviceTypes: string; tractorIds: string } & Record<NumberField, string>;

const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

function draftOf(p: ProgramView | null): Draft {
  const numbers = Object.fromEntries(NUMBERS.map((f) => [f, p?.[f] === undefined ? '' : String(p[f])])) as Record<NumberField, string>;
  return { name: p?.name ?? '', isPM: p?.isPM ?? false, serviceTypes: (p?.serviceTypes ?? []).join(', '), tractorIds: (p?.tractorIds ?? []).join(', '), ...numbers };
}

function bodyOf(d: Draft, baselines: ProgramInput['baselines']) {
  const numbers = Object.fromEntries(NUMBERS.filter((f) => d[f].trim() !== '').map((f) => [f, Number.isFinite(Number(d[f])) ? Number(d[f]) : d[f]]));
  return { name: d.name, isPM: d.isPM, serviceTypes: list(d.serviceTypes), tractorIds: list(d.tractorIds).length ? list(d.tractorIds) : null, baselines, ...numbers };
}

/** A service program: what serves it, its intervals and thresholds, and the tractors it covers. */
export function ProgramEditor({ program, onClose, onSaved }: { program: ProgramView | null; onClose: () => void; onSaved: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(program));
  const active = useSave(programBody, (body: ProgramInput) => (program ? updateProgram(program.programId, body, program.version) : createProgram(body)), onSaved);
  const e = active.errors;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <SaveModal header={program ? t.edit : t.create} busy={active.busy} failure={active.failure} onSave={() => active.save(bodyOf(draft, program?.baselines ?? []))} onClose={onClose}>
      <TextField label={t.name} value={draft.name} onChange={(name) => set({ name })} error={e.name} />
      <CheckField label={t.isPM} checked={draft.isPM} onChange={(isPM) => set({ isPM })} />
      <TextField label={t.serviceTypes} value={draft.serviceTypes} onChange={(serviceTypes) => set({ serviceTypes })} error={e.serviceTypes} />
      <ColumnLayout columns={2}>
        {NUMBERS.map((f) => (
          <TextField key={f} label={t[f]} value={draft[f]} onChange={(value) => set({ [f]: value } as Partial<Draft>)} error={e[f]} numeric />
        ))}
      </ColumnLayout>
      <TextField label={t.tractors} value={draft.tractorIds} onChange={(tractorIds) => set({ tractorIds })} error={e.tractorIds} />
    </SaveModal>
  );
}
