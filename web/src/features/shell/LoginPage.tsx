import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { signIn } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ROOT_PATH } from '#shared/access/route-guard';
import { lacksCompanyClaim, type SessionUser } from '#shared/access/session';
import { useSession } from '#web/auth/session-context.ts';
import { ConfirmCodeStep } from '#web/features/signup/ConfirmCodeStep.tsx';
import { NewPasswordStep } from '#web/features/signup/NewPasswordStep.tsx';
import { ResetPasswordSteps } from '#web/features/signup/ResetPasswordSteps.tsx';
import { text } from '#web/strings.ts';
import { signInText } from './sign-in-strings.ts';

type Step = 'signIn' | 'confirmSignUp' | 'newPassword' | 'resetPassword';

/** Where a signed-in user goes: "/", which sends him on to his own work, or company creation while he has no company. */
const landingFor = (user: SessionUser): string => (lacksCompanyClaim(user) ? '/create-company' : ROOT_PATH);

/**
 * Sign-in with e-mail and password (§7), and the steps Cognito may ask for on the way: the e-mailed code of
 * an unconfirmed account, an invited user's own password, a forgotten password. A failure is the login error.
 */
export function LoginPage() {
  const { session, refresh } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>('signIn');

  if (session.status === 'signedIn' && !busy && step === 'signIn') return <Navigate to={landingFor(session.me.user)} replace />;

  const enter = async () => {
    const next = await refresh();
    if (next.status === 'signedIn') navigate(landingFor(next.me.user), { replace: true });
    else if (next.status === 'failed') throw new Error(next.message);
  };

  const signInWith = async (username: string, secret: string) => {
    const result = await signIn({ username, password: secret });
    if (result.isSignedIn) return enter();
    const next = result.nextStep.signInStep;
    if (next === 'CONFIRM_SIGN_UP') return setStep('confirmSignUp');
    if (next === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return setStep('newPassword');
    if (next === 'RESET_PASSWORD') return setStep('resetPassword');
    setError(text.login.nextStep(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(text.login.missingFields);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signInWith(email.trim(), password);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  if (step === 'confirmSignUp') return <ConfirmCodeStep email={email.trim()} onConfirmed={() => signInWith(email.trim(), password)} />;
  if (step === 'newPassword') return <NewPasswordStep onSignedIn={enter} />;
  if (step === 'resetPassword') {
    return <ResetPasswordSteps initialEmail={email.trim()} onBack={() => setStep('signIn')} onReset={(user, secret) => { setStep('signIn'); return signInWith(user, secret); }} />;
  }

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
            <SpaceBetween direction="horizontal" size="l">
              <Link onFollow={() => setStep('resetPassword')}>{signInText.forgotPassword}</Link>
              <Link href="/register" onFollow={(event) => { event.preventDefault(); navigate('/register'); }}>
                {signInText.createAccount}
              </Link>
            </SpaceBetween>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
