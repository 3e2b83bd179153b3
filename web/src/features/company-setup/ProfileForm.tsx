import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { timeZoneChoices, type CompanyProfileBody, type CompanyProfileView } from '#shared/company/profile-schema';
import { ApiError } from '#web/api/client.ts';
import { saveCompanyProfile } from '#web/api/company-setup.ts';
import { TextField, ToggleField } from '#web/components/Fields.tsx';
import { setupText } from './strings.ts';

const t = setupText.profile;

interface Draft {
  companyName: string;
  companyEmail: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  timeZone: string;
  accountActive: boolean;
  timekeepingEnabled: boolean;
  wex: string;
}

const draftOf = (p: CompanyProfileView): Draft => ({
  companyName: p.companyName, companyEmail: p.companyEmail,
  street: p.address?.street ?? '', city: p.address?.city ?? '', state: p.address?.state ?? '', zip: p.address?.zip ?? '',
  timeZone: p.timeZone, accountActive: p.accountActive, timekeepingEnabled: p.timekeepingEnabled, wex: p.wexDailyEmailAddresses.join('\n'),
});

/** Only what the owner changed goes to the server (with the version read), so a save never rewrites the rest. */
function changesOf(profile: CompanyProfileView, d: Draft): CompanyProfileBody {
  const before = draftOf(profile);
  const body: CompanyProfileBody = { version: profile.version };
  if (d.companyName !== before.companyName) body.companyName = d.companyName;
  if (d.companyEmail !== before.companyEmail) body.companyEmail = d.companyEmail;
  if (['street', 'city', 'state', 'zip'].some((k) => d[k as keyof Draft] !== before[k as keyof Draft])) body.address = { street: d.street, city: d.city, state: d.state, zip: d.zip };
  if (d.timeZone !== before.timeZone || !profile.timeZoneChosen) body.timeZone = d.timeZone;
  if (d.accountActive !== before.accountActive) body.accountActive = d.accountActive;
  if (d.timekeepingEnabled !== before.timekeepingEnabled) body.timekeepingEnabled = d.timekeepingEnabled;
  if (d.wex !== before.wex) body.wexDailyEmailAddresses = d.wex.split('\n').filter((line) => line.trim() !== '');
  return body;
}

/** The profile form; the server validates, and its 400 names the fields that are wrong. */
export function ProfileForm({ profile, onSaved, onReload }: { profile: CompanyProfileView; onSaved: () => void; onReload: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [saved, setSaved] = useState(false);
  const zones = useMemo(() => timeZoneChoices().map((zone) => ({ value: zone, label: zone })), []);
  const save = useMutation({ mutationFn: saveCompanyProfile, onSuccess: (view) => { setDraft(draftOf(view)); setSaved(true); onSaved(); } });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const stale = save.error instanceof ApiError && save.error.status === 409;
  const formError = !save.error || stale ? undefined : Object.keys(fields).length > 0 ? undefined : save.error instanceof ApiError && save.error.status === 400 ? save.error.message : t.failed;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => { setDraft((d) => ({ ...d, [key]: value })); setSaved(false); };
  const submit = () => {
    const body = changesOf(profile, draft);
    // Nothing changed: nothing to send (the server needs at least one field).
    if (Object.keys(body).length === 1) { save.reset(); setSaved(true); return; }
    setSaved(false);
    save.mutate(body);
  };
  const addressError = fields.address ?? fields['address.street'] ?? fields['address.city'];

  return (
    <Form
      errorText={formError}
      actions={<Button variant="primary" loading={save.isPending} onClick={submit}>{t.save}</Button>}
    >
      <Container header={<Header variant="h2" description={t.description}>{t.header}</Header>}>
        <SpaceBetween size="m">
          {saved && <Alert type="success" dismissible onDismiss={() => setSaved(false)}>{t.saved}</Alert>}
          {stale && <Alert type="warning" action={<Button onClick={onReload}>{t.reload}</Button>}>{t.stale}</Alert>}
          <ColumnLayout columns={2}>
            <TextField label={t.companyName} value={draft.companyName} onChange={(v) => set('companyName', v)} error={fields.companyName} />
            <TextField label={t.companyEmail} value={draft.companyEmail} onChange={(v) => set('companyEmail', v)} error={fields.companyEmail} />
            <TextField label={t.street} value={draft.street} onChange={(v) => set('street', v)} error={addressError} />
            <TextField label={t.city} value={draft.city} onChange={(v) => set('city', v)} error={fields['address.city']} />
            <TextField label={t.state} value={draft.state} onChange={(v) => set('state', v)} error={fields['address.state']} constraint={t.stateHint} />
            <TextField label={t.zip} value={draft.zip} onChange={(v) => set('zip', v)} error={fields['address.zip']} />
          </ColumnLayout>
          <FormField label={t.timeZone} description={t.timeZoneHint} constraintText={profile.timeZoneSource === 'chosen' ? undefined : t.timeZoneDerived(profile.timeZoneSource, profile.timeZone)} errorText={fields.timeZone}>
            <Select
              selectedOption={{ value: draft.timeZone, label: draft.timeZone }}
              options={zones}
              filteringType="auto"
              ariaLabel={t.timeZone}
              onChange={({ detail }) => set('timeZone', detail.selectedOption.value ?? draft.timeZone)}
            />
          </FormField>
          <ColumnLayout columns={2}>
            <ToggleField label={t.accountActive} checked={draft.accountActive} onChange={(v) => set('accountActive', v)} />
            <ToggleField label={t.timekeepingEnabled} checked={draft.timekeepingEnabled} onChange={(v) => set('timekeepingEnabled', v)} />
          </ColumnLayout>
          <FormField label={t.wexDailyEmailAddresses} description={t.wexHint} errorText={fields.wexDailyEmailAddresses ?? Object.entries(fields).find(([k]) => k.startsWith('wexDailyEmailAddresses.'))?.[1]}>
            <Textarea value={draft.wex} rows={3} onChange={({ detail }) => set('wex', detail.value)} ariaLabel={t.wexDailyEmailAddresses} />
          </FormField>
        </SpaceBetween>
      </Container>
    </Form>
  );
}
