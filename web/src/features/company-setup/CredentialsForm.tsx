import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { SECRET_FIELDS, type CredentialSystem } from '#shared/integrations/credentials';
import type { IntegrationView } from '#shared/integrations/systems';
import { ApiError } from '#web/api/client.ts';
import { useSaveCredentials } from '#web/api/integrations.ts';
import { setupText } from './strings.ts';

const t = setupText.credentials;

/** The form's starting values: public settings the connection shows (a contract id), never a secret. */
function startOf(system: CredentialSystem, view: IntegrationView): Record<string, string> {
  const shown = view.publicSettings as Record<string, unknown>;
  return Object.fromEntries(SECRET_FIELDS[system].map((f) => [f.name, !f.secret && typeof shown[f.name] === 'string' ? (shown[f.name] as string) : '']));
}

/**
 * A system's write-only credentials: every field is sent, the whole saved login is replaced; password and
 * key inputs always start empty (the server never returns them) and say "Saved" when one is on file.
 */
export function CredentialsForm({ system, view, onChanged }: { system: CredentialSystem; view: IntegrationView; onChanged?: () => void }) {
  const [values, setValues] = useState<Record<string, string>>(() => startOf(system, view));
  const [done, setDone] = useState(false);
  const save = useSaveCredentials(system);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const formError = save.error && Object.keys(fields).length === 0 ? (save.error instanceof ApiError ? save.error.message : t.failed) : undefined;

  const submit = () => {
    setDone(false);
    save.mutate(values, {
      onSuccess: () => {
        // The secrets leave the page's memory as soon as the server has them.
        setValues((v) => Object.fromEntries(SECRET_FIELDS[system].map((f) => [f.name, f.secret ? '' : (v[f.name] ?? '')])));
        setDone(true);
        onChanged?.();
      },
    });
  };

  return (
    <form onSubmit={(event) => { event.preventDefault(); submit(); }} data-testid={`credentials-${system}`}>
      <Form errorText={formError} actions={<Button variant="primary" formAction="submit" loading={save.isPending}>{t.save}</Button>}>
        <SpaceBetween size="s">
          {done && <Alert type="success" dismissible onDismiss={() => setDone(false)}>{t.done}</Alert>}
          {SECRET_FIELDS[system].map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              errorText={fields[field.name]}
              description={field.secret ? (view.hasCredentials ? t.savedHint : t.secretHint) : undefined}
            >
              <Input
                type={field.secret ? 'password' : 'text'}
                autoComplete={field.secret ? 'new-password' : 'off'}
                value={values[field.name] ?? ''}
                placeholder={field.secret && view.hasCredentials ? t.saved : undefined}
                ariaLabel={field.label}
                onChange={({ detail }) => { setDone(false); setValues((v) => ({ ...v, [field.name]: detail.value })); }}
              />
            </FormField>
          ))}
        </SpaceBetween>
      </Form>
    </form>
  );
}
