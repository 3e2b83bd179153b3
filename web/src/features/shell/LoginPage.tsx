import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { signIn } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { homePathFor } from '#shared/access/layout-choice';
import { useSession } from '#web/auth/session-context.ts';
import { text } from '#web/strings.ts';

/** Sign-in with e-mail and password (§7); a failure is shown as the login error message. */
export function LoginPage() {
  const { session, refresh } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.status === 'signedIn' && !busy) return <Navigate to={homePathFor(session.me.user.role)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(text.login.missingFields);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await signIn({ username: email.trim(), password });
      if (!result.isSignedIn) {
        setError(text.login.nextStep(result.nextStep.signInStep));
        return;
      }
      const next = await refresh();
      if (next.status === 'signedIn') navigate(homePathFor(next.me.user.role), { replace: true });
      else if (next.status === 'failed') setError(next.message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={busy}>
            {text.login.submit}
          </Button>
        }
      >
        <Container header={<Header variant="h1">{text.login.header}</Header>}>
          <SpaceBetween size="l">
            {error && (
              <Alert type="error" header={text.login.failedHeader}>
                <span data-testid="login-error">{error}</span>
              </Alert>
            )}
            <FormField label={text.login.email} controlId="login-email">
              <Input
                controlId="login-email"
                type="email"
                inputMode="email"
                autoComplete="username"
                name="email"
                value={email}
                onChange={({ detail }) => setEmail(detail.value)}
              />
            </FormField>
            <FormField label={text.login.password} controlId="login-password">
              <Input
                controlId="login-password"
                type="password"
                autoComplete="current-password"
                name="password"
                value={password}
                onChange={({ detail }) => setPassword(detail.value)}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
