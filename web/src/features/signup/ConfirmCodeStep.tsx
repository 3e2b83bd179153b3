import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { signInText as t } from '#web/features/shell/sign-in-strings.ts';
import { failureText } from './failure-text.ts';

/** The e-mailed code that confirms a new account, with "Send the code again"; `onConfirmed` signs him in. */
export function ConfirmCodeStep({ email, onConfirmed }: { email: string; onConfirmed: () => Promise<void> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t.confirm.missingCode);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await confirmSignUp({ username: email, confirmationCode: code.trim() });
      await onConfirmed();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      await resendSignUpCode({ username: email });
      setNotice(t.confirm.resent);
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" onClick={() => void resend()}>
              {t.confirm.resend}
            </Button>
            <Button variant="primary" formAction="submit" loading={busy}>
              {t.confirm.submit}
            </Button>
          </SpaceBetween>
        }
      >
        <Container header={<Header variant="h1" description={t.confirm.description(email)}>{t.confirm.header}</Header>}>
          <SpaceBetween size="l">
            {error && (
              <Alert type="error" header={t.failedHeader}>
                <span data-testid="confirm-error">{error}</span>
              </Alert>
            )}
            {notice && <Alert type="success">{notice}</Alert>}
            <FormField label={t.confirm.code} controlId="confirm-code">
              <Input controlId="confirm-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={({ detail }) => setCode(detail.value)} />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
