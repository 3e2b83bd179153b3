import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { ApiError } from '#web/api/client.ts';
import { useSafetySoftwareLogin } from '#web/api/safety.ts';
import type { IntegrationPanelProps } from '#web/features/company-setup/integration-panels.ts';
import { panelText } from '#web/features/safety/strings.ts';

const t = panelText.safety;

/** The safety software's login (sfLogin): tried at the service, saved sealed only when it signs in. */
export function SafetySoftwarePanel({ view, onChanged }: IntegrationPanelProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const login = useSafetySoftwareLogin();
  const fields = login.error instanceof ApiError ? login.error.fields : {};
  const formError = login.error && Object.keys(fields).length === 0 ? login.error.message : undefined;
  const accountId = view.publicSettings.accountId;

  const submit = () => {
    setDone(false);
    login.mutate({ sfUsername: username, sfPassword: password }, {
      onSuccess: () => {
        setPassword('');
        setDone(true);
        onChanged();
      },
    });
  };

  return (
    <form onSubmit={(event) => { event.preventDefault(); submit(); }} data-testid="safety-software-login">
      <Form errorText={formError} actions={<Button variant="primary" formAction="submit" loading={login.isPending}>{t.signIn}</Button>}>
        <SpaceBetween size="s">
          <Box variant="p">{t.intro}</Box>
          {accountId && <Box variant="small">{t.account(accountId)}</Box>}
          {done && <Alert type="success" dismissible onDismiss={() => setDone(false)}>{t.saved}</Alert>}
          <FormField label={t.username} errorText={fields.sfUsername}>
            <Input value={username} autoComplete="off" ariaLabel={t.username} onChange={({ detail }) => setUsername(detail.value)} />
          </FormField>
          <FormField label={t.password} errorText={fields.sfPassword} description={view.hasCredentials ? t.savedHint : undefined}>
            <Input type="password" autoComplete="new-password" value={password} ariaLabel={t.password} onChange={({ detail }) => setPassword(detail.value)} />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
