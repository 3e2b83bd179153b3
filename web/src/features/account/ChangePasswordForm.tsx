import { updatePassword } from 'aws-amplify/auth';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { passwordProblems } from '#shared/signup/password-policy';
import { ownAccountText as t } from './strings.ts';

/** The signed-in user's own password change (Cognito ChangePassword with his access token). */
export function ChangePasswordForm() {
  const [draft, setDraft] = useState({ old: '', next: '', again: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = (key: keyof typeof draft, label: string) => (
    <FormField label={label}>
      <Input type="password" value={draft[key]} onChange={({ detail }) => setDraft({ ...draft, [key]: detail.value })} />
    </FormField>
  );
  const save = async () => {
    setDone(false);
    const problem = !draft.old ? t.required : passwordProblems(draft.next)[0] ?? (draft.next !== draft.again ? t.mismatch : null);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await updatePassword({ oldPassword: draft.old, newPassword: draft.next });
      setDraft({ old: '', next: '', again: '' });
      setDone(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container header={<Header variant="h2">{t.changePassword}</Header>}>
      <SpaceBetween size="s">
        {field('old', t.currentPassword)}
        {field('next', t.newPassword)}
        {field('again', t.repeatPassword)}
        {error && <Alert type="error">{error}</Alert>}
        {done && <Alert type="success">{t.changed}</Alert>}
        <Button loading={busy} onClick={() => void save()}>{t.save}</Button>
      </SpaceBetween>
    </Container>
  );
}
