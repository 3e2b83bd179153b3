import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paySettingsBody } from '#shared/payroll-api/tools';
import { savePaySettings } from '#web/api/payroll-rules.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { setupText } from './strings.ts';

const t = setupText.payroll;

/** The list as the server keeps it (the same schema trims, upper-cases and drops repeats); a list it refuses goes as typed, for the server's 400. */
function normalized(text: string): string[] {
  const lines = text.split('\n');
  const parsed = paySettingsBody.safeParse({ afpVendors: lines });
  return parsed.success ? (parsed.data.afpVendors ?? []) : lines;
}

/**
 * The approved fuel vendors, saved through the pay settings (`PUT /pay-settings` trims and upper-cases
 * them); the export columns are edited on the pay settings page.
 */
export function PayrollSection({ afpVendors, onSaved }: { afpVendors: readonly string[]; onSaved: () => void }) {
  const navigate = useNavigate();
  const [vendors, setVendors] = useState(() => afpVendors.join('\n'));
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (afpVendors: string[]) => savePaySettings({ afpVendors }),
    onSuccess: (_answer, afpVendors) => { setVendors(afpVendors.join('\n')); setSaved(true); onSaved(); },
  });
  return (
    <Container header={<Header variant="h2" description={t.description} actions={<Button onClick={() => navigate('/payroll-settings')}>{t.edit}</Button>}>{t.header}</Header>}>
      <Form errorText={save.isError ? errorMessage(save.error) : undefined} actions={<Button onClick={() => { setSaved(false); save.mutate(normalized(vendors)); }} loading={save.isPending}>{t.save}</Button>}>
        <SpaceBetween size="s">
          {saved && <Alert type="success" dismissible onDismiss={() => setSaved(false)}>{t.saved}</Alert>}
          <FormField label={t.afpVendors} description={t.afpVendorsHint}>
            <Textarea value={vendors} rows={4} ariaLabel={t.afpVendors} onChange={({ detail }) => { setSaved(false); setVendors(detail.value); }} />
          </FormField>
        </SpaceBetween>
      </Form>
    </Container>
  );
}
