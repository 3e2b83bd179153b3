import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { updateProfile, type ProfileUpdate, type UserProfile } from '#web/api/account.ts';
import { ApiError } from '#web/api/client.ts';
import { DateField } from '#web/components/DateField.tsx';
import type { TypedDay } from '#web/components/typed-day.ts';
import { text } from '#web/strings.ts';

type Draft = Omit<ProfileUpdate, 'version' | 'bDate'> & { bDate: TypedDay };
type TextField = Exclude<keyof Draft, 'bDate'>;

const draftOf = (p: UserProfile): Draft => ({ fName: p.fName, lName: p.lName, dName: p.dName, bDate: p.bDate, email: p.email });

/** The profile form; the server validates, and its 400 names the fields that are wrong. */
export function ProfileForm({ profile, onSaved }: { profile: UserProfile; onSaved: (saved: UserProfile) => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (field: keyof Draft, value: TypedDay) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A typed non-date is refused by the field itself, naming it; nothing is sent.
    if (draft.bDate === null) return;
    const bDate = draft.bDate;
    setBusy(true);
    setFormError(null);
    setFieldErrors({});
    try {
      const update: ProfileUpdate = { ...draft, bDate, ...(profile.version !== undefined ? { version: profile.version } : {}) };
      const result = await updateProfile(update);
      onSaved(result);
      setDraft(draftOf(result));
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        setFieldErrors(error.fields);
        // The fields carry the explanation; the summary is only needed when no field is named.
        setFormError(Object.keys(error.fields).length > 0 ? null : error.message);
      } else {
        setFormError(text.profile.failed);
      }
    } finally {
      setBusy(false);
    }
  };

  const textField = (field: TextField, type: 'text' | 'email' = 'text') => (
    <FormField label={text.profile[field]} errorText={fieldErrors[field]} controlId={`profile-${field}`}>
      <Input controlId={`profile-${field}`} type={type} name={field} value={draft[field]} onChange={({ detail }) => change(field, detail.value)} />
    </FormField>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        errorText={formError}
        actions={
          <Button variant="primary" formAction="submit" loading={busy}>
            {text.profile.save}
          </Button>
        }
      >
        <Container>
          <SpaceBetween size="l">
            {saved && (
              <Alert type="success" dismissible onDismiss={() => setSaved(false)}>
                {text.profile.saved}
              </Alert>
            )}
            {textField('fName')}
            {textField('lName')}
            {textField('dName')}
            <DateField label={text.profile.bDate} value={draft.bDate} onChange={(day) => change('bDate', day)} error={fieldErrors.bDate} />
            {textField('email', 'email')}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
