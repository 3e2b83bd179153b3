import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { passwordProblems } from '#shared/signup/password-policy';
import { signInText as t } from '#web/features/shell/sign-in-strings.ts';
import { failureText } from './failure-text.ts';
import { newPasswordProblem, PasswordRules } from './PasswordRules.tsx';

/** "Forgot your password?": a code to the e-mail, then the new password; `onReset` signs in with it. */
export function ResetPasswordSteps({ initialEmail, onReset, onBack }: { initialEmail: string; onReset: (email: string, password: string) => Promise<void>; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeSent) {
      if (!email.trim()) return setError(t.reset.missingEmail);
      void run(async () => {
        await resetPassword({ username: email.trim() });
        setCodeSent(true);
      });
      return;
    }
    const problem = newPasswordProblem(password, repeat, passwordProblems);
    if (problem) return setError(problem);
    void run(async () => {
      await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword: password });
      await onReset(email.trim(), password);
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={onBack}>
              {t.reset.back}
            </Button>
            <Button variant="primary" formAction="submit" loading={busy}>
              {codeSent ? t.reset.submit : t.reset.send}
            </Button>
          </SpaceBetween>
        }
      >
        <Container header={<Header variant="h1" description={codeSent ? t.reset.codeDescription(email.trim()) : t.reset.description}>{t.reset.header}</Header>}>
          <SpaceBetween size="l">
            {error && (
              <Alert type="error" header={t.failedHeader}>
                <span data-testid="reset-error">{error}</span>
              </Alert>
            )}
            {!codeSent && (
              <FormField label={t.reset.email} controlId="reset-email">
                <Input controlId="reset-email" type="email" inputMode="email" autoComplete="username" value={email} onChange={({ detail }) => setEmail(detail.value)} />
              </FormField>
            )}
            {codeSent && (
              <>
                <FormField label={t.reset.code} controlId="reset-code">
                  <Input controlId="reset-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={({ detail }) => setCode(detail.value)} />
                </FormField>
                <FormField label={t.reset.password} controlId="reset-password" constraintText={<PasswordRules />}>
                  <Input controlId="reset-password" type="password" autoComplete="new-password" value={password} onChange={({ detail }) => setPassword(detail.value)} />
                </FormField>
                <FormField label={t.reset.repeat} controlId="reset-repeat">
                  <Input controlId="reset-repeat" type="password" autoComplete="new-password" value={repeat} onChange={({ detail }) => setRepeat(detail.value)} />
                </FormField>
              </>
            )}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
