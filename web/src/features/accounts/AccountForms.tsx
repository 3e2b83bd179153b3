import { useMutation } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useState } from 'react';
import { inviteBody, roleChangeBody, type AccountView, type InviteBody } from '#shared/account/accounts-api';
import { canGrant, GRANTABLE_ROLES, ROLE_LABELS } from '#shared/account/role-labels';
import { accountApi } from '#web/api/accounts.ts';
import { TextField } from '#web/components/Fields.tsx';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { checkFields, saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { accountsText as t } from './strings.ts';

function RoleSelect({ callerRole, role, onChange, error }: { callerRole: number | null; role: number; onChange: (role: number) => void; error?: string | undefined }) {
  const options = GRANTABLE_ROLES.filter((r) => canGrant(callerRole, r)).map((r) => ({ value: String(r), label: ROLE_LABELS[r]! }));
  return (
    <FormField label={t.role} errorText={error}>
      <Select selectedOption={options.find((o) => o.value === String(role)) ?? null} options={options} onChange={({ detail }) => onChange(Number(detail.selectedOption.value))} />
    </FormField>
  );
}

/** Invite by e-mail with a role; a driver is tied to his DriverID. */
export function InviteModal({ callerRole, onClose, onInvited }: { callerRole: number | null; onClose: () => void; onInvited: (account: AccountView) => void }) {
  const [draft, setDraft] = useState({ email: '', name: '', role: 8, driverId: '', Domicile: '' });
  const [invalid, setInvalid] = useState<SaveFailure | null>(null);
  const mutation = useMutation({ mutationFn: (body: InviteBody) => accountApi.invite(body), onSuccess: onInvited });
  const failure = invalid ?? (mutation.isError ? saveFailureOf(mutation.error) : null);
  const errors = failure?.fields ?? {};
  const save = () => {
    const { driverId, Domicile, ...rest } = draft;
    const checked = checkFields(inviteBody, { ...rest, ...(draft.role === 8 ? { driverId } : {}), ...(Domicile.trim() ? { Domicile } : {}) });
    if (!checked.ok) return setInvalid({ fields: checked.fields, message: null, conflict: false });
    setInvalid(null);
    mutation.mutate(checked.data);
  };
  return (
    <SaveModal header={t.inviteHeader} busy={mutation.isPending} failure={failure && { ...failure, conflict: false, message: failure.message }} onSave={save} onClose={onClose} size="medium">
      <Box color="text-body-secondary">{t.inviteHint}</Box>
      <ColumnLayout columns={2}>
        <TextField label={t.email} value={draft.email} onChange={(email) => setDraft({ ...draft, email })} error={errors.email} />
        <TextField label={t.name} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} error={errors.name} />
        <RoleSelect callerRole={callerRole} role={draft.role} onChange={(role) => setDraft({ ...draft, role })} error={errors.role} />
        {draft.role === 8 && <TextField label={t.driverId} value={draft.driverId} onChange={(driverId) => setDraft({ ...draft, driverId })} error={errors.driverId} constraint={t.driverIdHint} />}
        <TextField label={t.domicile} value={draft.Domicile} onChange={(Domicile) => setDraft({ ...draft, Domicile })} error={errors.Domicile} />
      </ColumnLayout>
    </SaveModal>
  );
}

/** A new role for one user; his sessions end when it is saved. */
export function RoleModal({ callerRole, account, onClose, onSaved }: { callerRole: number | null; account: AccountView; onClose: () => void; onSaved: () => void }) {
  const [role, setRole] = useState(account.securityRole);
  const [driverId, setDriverId] = useState(account.driverId);
  const [invalid, setInvalid] = useState<SaveFailure | null>(null);
  const mutation = useMutation({ mutationFn: () => accountApi.changeRole(account, role, role === 8 ? driverId : undefined), onSuccess: onSaved });
  const failure = invalid ?? (mutation.isError ? saveFailureOf(mutation.error) : null);
  const save = () => {
    const checked = checkFields(roleChangeBody, { role, version: account.version, ...(role === 8 ? { driverId } : {}) });
    if (!checked.ok) return setInvalid({ fields: checked.fields, message: null, conflict: false });
    setInvalid(null);
    mutation.mutate();
  };
  return (
    <SaveModal header={t.changeRoleHeader(account.name)} busy={mutation.isPending} failure={failure} onSave={save} onClose={onClose} size="medium">
      <Box color="text-body-secondary">{t.changeRoleHint}</Box>
      <RoleSelect callerRole={callerRole} role={role} onChange={setRole} error={failure?.fields.role} />
      {role === 8 && <TextField label={t.driverId} value={driverId} onChange={setDriverId} error={failure?.fields.driverId} constraint={t.driverIdHint} />}
    </SaveModal>
  );
}
