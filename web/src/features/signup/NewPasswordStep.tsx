import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { confirmSignIn } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { passwordProblems } from '#shared/signup/password-policy';
import { signInText as t } from '#web/features/shell/sign-in-strings.ts';
import { failureText } from './failure-text.ts';
import { newPasswordProblem, PasswordRules } from './PasswordRules.tsx';

/** An invited user's first sign-in: he replaces the mailed temporary password with his own. */
export function NewPasswordStep({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, repeat, passwordProblems);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await confirmSignIn({ challengeResponse: password });
      if (!result.isSignedIn) throw new Error(result.nextStep.signInStep);
      await onSignedIn();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={busy}>
            {t.newPassword.submit}
          </Button>
        }
      >
        <Container header={<Header variant="h1" description={t.newPassword.description}>{t.newPassword.header}</Header>}>
          <SpaceBetween size="l">
            {error && (
              <Alert type="error" header={t.failedHeader}>
                <span data-testid="new-password-error">{error}</span>
              </Alert>
            )}
            <FormField label={t.newPassword.password} controlId="new-password" constraintText={<PasswordRules />}>
              <Input controlId="new-password" type="password" autoComplete="new-password" value={password} onChange={({ detail }) => setPassword(detail.value)} />
            </FormField>
            <FormField label={t.newPassword.repeat} controlId="new-password-repeat">
              <Input controlId="new-password-repeat" type="password" autoComplete="new-password" value={repeat} onChange={({ detail }) => setRepeat(detail.value)} />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
