import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState, type FormEvent } from 'react';
import { createCompanyBody, timeZones, US_STATES, type CreateCompanyBody } from '#shared/signup/company-schema';
import { zoneForState } from '#shared/dates/state-zone';
import { ApiError } from '#web/api/client.ts';
import { failureText } from './failure-text.ts';
import { signupText } from './strings.ts';

const t = signupText.createCompany;

/** Field errors by the body's paths (`address.zip` → `zip`), from the shared schema or the API's answer. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[issue.path.length - 1] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

/** The create-company form: checked with the API's own schema before it is sent. */
export function CompanyForm({ defaultEmail, onCreate }: { defaultEmail: string; onCreate: (body: CreateCompanyBody) => Promise<void> }) {
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), []);
  const states = useMemo(() => US_STATES.map((s) => ({ value: s, label: s })), []);
  const [companyName, setCompanyName] = useState('');
  const [companyEmail, setCompanyEmail] = useState(defaultEmail);
  const [street, setStreet] = useState('');
  const [city, setCity] = useState('');
  const [state, setState] = useState('');
  const [zip, setZip] = useState('');
  // Required: proposed from the state until the owner picks one himself, never a silent default.
  const [timeZone, setTimeZone] = useState('');
  const [zonePicked, setZonePicked] = useState(false);
  const chooseState = (next: string) => {
    setState(next);
    if (!zonePicked) setTimeZone(zoneForState(next) ?? '');
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createCompanyBody.safeParse({ companyName, companyEmail, address: { street, city, state, zip }, timeZone });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await onCreate(parsed.data);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(fieldErrors(Object.entries(error.fields).map(([k, message]) => ({ path: k.split('.'), message }))));
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={busy}>
            {t.submit}
          </Button>
        }
      >
        <Container header={<Header variant="h1" description={t.description}>{t.header}</Header>}>
          <SpaceBetween size="l">
            {failure && (
              <Alert type="error" header={t.failedHeader}>
                <span data-testid="create-company-error">{failure}</span>
              </Alert>
            )}
            <FormField label={t.companyName} controlId="company-name" errorText={errors.companyName}>
              <Input controlId="company-name" autoComplete="organization" value={companyName} onChange={({ detail }) => setCompanyName(detail.value)} />
            </FormField>
            <FormField label={t.companyEmail} description={t.companyEmailHint} controlId="company-email" errorText={errors.companyEmail}>
              <Input controlId="company-email" type="email" inputMode="email" value={companyEmail} onChange={({ detail }) => setCompanyEmail(detail.value)} />
            </FormField>
            <FormField label={t.street} controlId="company-street" errorText={errors.street}>
              <Input controlId="company-street" autoComplete="street-address" value={street} onChange={({ detail }) => setStreet(detail.value)} />
            </FormField>
            <ColumnLayout columns={3}>
              <FormField label={t.city} controlId="company-city" errorText={errors.city}>
                <Input controlId="company-city" autoComplete="address-level2" value={city} onChange={({ detail }) => setCity(detail.value)} />
              </FormField>
              <FormField label={t.state} errorText={errors.state}>
                <Select
                  ariaLabel={t.state}
                  filteringType="auto"
                  selectedOption={state ? { value: state, label: state } : null}
                  options={states}
                  onChange={({ detail }) => chooseState(detail.selectedOption.value ?? '')}
                />
              </FormField>
              <FormField label={t.zip} controlId="company-zip" errorText={errors.zip}>
                <Input controlId="company-zip" inputMode="numeric" autoComplete="postal-code" value={zip} onChange={({ detail }) => setZip(detail.value)} />
              </FormField>
            </ColumnLayout>
            <FormField label={t.timeZone} description={t.timeZoneHint} errorText={errors.timeZone}>
              <Select
                ariaLabel={t.timeZone}
                filteringType="auto"
                selectedOption={zones.find((z) => z.value === timeZone) ?? null}
                options={zones}
                onChange={({ detail }) => {
                  setZonePicked(true);
                  setTimeZone(detail.selectedOption.value ?? '');
                }}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
