import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { signIn, signUp } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { passwordProblems } from '#shared/signup/password-policy';
import { useSession } from '#web/auth/session-context.ts';
import { ConfirmCodeStep } from './ConfirmCodeStep.tsx';
import { failureText } from './failure-text.ts';
import { newPasswordProblem, PasswordRules } from './PasswordRules.tsx';
import { signupText } from './strings.ts';

const t = signupText.register;

/**
 * /register: a company's first user creates his account (e-mail verified by a code), is signed in and goes
 * on to create his company. Cognito keeps the account; no claim is set here.
 */
export function RegisterPage() {
  const { session, refresh } = useSession();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [awaitingCode, setAwaitingCode] = useState(false);

  // Signed in already: company creation is the next step, or says the company is set up.
  if (session.status === 'signedIn' && !busy && !awaitingCode) return <Navigate to="/create-company" replace />;

  const signInAndContinue = async () => {
    const result = await signIn({ username: email.trim(), password });
    if (!result.isSignedIn) throw new Error(result.nextStep.signInStep);
    await refresh();
    navigate('/create-company', { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !email.trim() || !password) return setError(t.missingFields);
    const problem = newPasswordProblem(password, repeat, passwordProblems);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const result = await signUp({ username: email.trim(), password, options: { userAttributes: { email: email.trim(), name: name.trim() } } });
      if (result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') setAwaitingCode(true);
      else await signInAndContinue();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  if (awaitingCode) return <ConfirmCodeStep email={email.trim()} onConfirmed={signInAndContinue} />;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="l" alignItems="center">
            <Link href="/login" onFollow={(event) => { event.preventDefault(); navigate('/login'); }}>
              {t.haveAccount}
            </Link>
            <Button variant="primary" formAction="submit" loading={busy}>
              {t.submit}
            </Button>
          </SpaceBetween>
        }
      >
        <Container header={<Header variant="h1" description={t.description}>{t.header}</Header>}>
          <SpaceBetween size="l">
            {error && (
              <Alert type="error" header={t.failedHeader}>
                <span data-testid="register-error">{error}</span>
              </Alert>
            )}
            <FormField label={t.name} controlId="register-name">
              <Input controlId="register-name" autoComplete="name" value={name} onChange={({ detail }) => setName(detail.value)} />
            </FormField>
            <FormField label={t.email} controlId="register-email">
              <Input controlId="register-email" type="email" inputMode="email" autoComplete="username" value={email} onChange={({ detail }) => setEmail(detail.value)} />
            </FormField>
            <FormField label={t.password} controlId="register-password" constraintText={<PasswordRules />}>
              <Input controlId="register-password" type="password" autoComplete="new-password" value={password} onChange={({ detail }) => setPassword(detail.value)} />
            </FormField>
            <FormField label={t.repeat} controlId="register-repeat">
              <Input controlId="register-repeat" type="password" autoComplete="new-password" value={repeat} onChange={({ detail }) => setRepeat(detail.value)} />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
