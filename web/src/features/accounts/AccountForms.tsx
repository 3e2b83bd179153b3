import { useMutation, useQuery } from '@tanstack/react-query';
import Autosuggest from '@cloudscape-design/components/autosuggest';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { inviteBody, roleChangeBody, type AccountView, type InviteBody } from '#shared/account/accounts-api';
import { canGrant, GRANTABLE_ROLES, ROLE_LABELS } from '#shared/account/role-labels';
import { accountApi } from '#web/api/accounts.ts';
import { fleetApi, fleetKeys } from '#web/api/fleet.ts';
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

/** A DriverID typed or picked among the active drivers who have no account yet. */
function DriverIdField({ value, onChange, onPick, error }: { value: string; onChange: (id: string) => void; onPick?: (name: string, domicile: string) => void; error?: string | undefined }) {
  const drivers = useQuery({ queryKey: fleetKeys.drivers, queryFn: fleetApi.drivers });
  const navigate = useNavigate();
  const free = (drivers.data ?? []).filter((d) => d.Active && !d.uid);
  const typed = value.trim();
  // The server refused a DriverID the company does not have: say where drivers are added.
  const notListed = Boolean(error) && drivers.isSuccess && typed !== '' && !drivers.data.some((d) => d.DriverID === typed);
  const errorText = notListed ? (
    <>
      {t.driverNotListed(typed)}{' '}
      <Link href="/manage-drivers" onFollow={(event) => { event.preventDefault(); navigate('/manage-drivers'); }}>{t.openManageDrivers}</Link>
    </>
  ) : error;
  return (
    <FormField label={t.driverId} errorText={errorText} constraintText={t.driverIdHint}>
      <Autosuggest
        value={value}
        ariaLabel={t.driverId}
        enteredTextLabel={(v) => v}
        statusType={drivers.isPending ? 'loading' : 'finished'}
        options={free.map((d) => ({ value: d.DriverID, label: d.DriverID, description: d.DisplayName }))}
        onChange={({ detail }) => onChange(detail.value)}
        onSelect={({ detail }) => {
          const driver = free.find((d) => d.DriverID === detail.value);
          if (driver) onPick?.(driver.DisplayName, driver.Domicile);
        }}
      />
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
        {draft.role === 8 && (
          <DriverIdField
            value={draft.driverId}
            onChange={(driverId) => setDraft((d) => ({ ...d, driverId }))}
            onPick={(name, Domicile) => setDraft((d) => ({ ...d, name: d.name || name, Domicile: d.Domicile || Domicile }))}
            error={errors.driverId}
          />
        )}
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
      {role === 8 && <DriverIdField value={driverId} onChange={setDriverId} error={failure?.fields.driverId} />}
    </SaveModal>
  );
}
