import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Autosuggest from '@cloudscape-design/components/autosuggest';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { CUSTOM_EXPORT_FIELDS } from '#shared/payroll-api/exports';
import { paySettingsBody } from '#shared/payroll-api/tools';
import { getPayTables, savePaySettings, type PaySettingsView } from '#web/api/payroll-rules.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { useSave } from '#web/features/payroll/rules/lookups/use-save.ts';
import { draftOf, rowOf, type DraftRow } from '#web/features/payroll/rules/row-fields.ts';
import { ScalarFields } from '#web/features/payroll/rules/ScalarFields.tsx';
import { rulesText } from '#web/features/payroll/strings.ts';
import { companyValueFields } from '#web/features/payroll/whatif/what-if-edit.ts';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';
import { PerDiemPlanPanel } from './PerDiemPlanPanel.tsx';

const t = rulesText.settings;
const fields = [{ key: 'autoPayDropPayouts', label: t.autoPayDropPayouts, kind: 'checkbox' as const }, ...companyValueFields];
const fieldOptions = CUSTOM_EXPORT_FIELDS.map((f) => ({ value: f }));

function SettingsForm({ settings, onSaved }: { settings: PaySettingsView; onSaved: () => void }) {
  const [draft, setDraft] = useState<DraftRow>(() => draftOf(fields, settings));
  const [vendors, setVendors] = useState(() => settings.afpVendors.join('\n'));
  const [columns, setColumns] = useState(() => settings.payrollExportOptions?.columns ?? []);
  const [saved, setSaved] = useState(false);
  const { busy, failure, save, errors } = useSave(paySettingsBody, savePaySettings, () => {
    setSaved(true);
    onSaved();
  });

  const submit = () => {
    setSaved(false);
    const values = rowOf(fields, draft);
    // A cleared number means "use the engine's default", which the API takes as null.
    const numbers = Object.fromEntries(companyValueFields.map((f) => [f.key, values[f.key] ?? null]));
    void save({ autoPayDropPayouts: values.autoPayDropPayouts, ...numbers, afpVendors: vendors.split('\n'), payrollExportOptions: { columns } });
  };

  return (
    <Form errorText={failure?.message} actions={<Button variant="primary" loading={busy} onClick={submit}>{t.save}</Button>}>
      <SpaceBetween size="l">
        {saved && <Alert type="success" dismissible onDismiss={() => setSaved(false)}>{rulesText.saved}</Alert>}
        <Container header={<Header variant="h2" description={t.description}>{t.header}</Header>}>
          <SpaceBetween size="m">
            <ScalarFields fields={fields} draft={draft} onChange={setDraft} errors={errors} columns={2} />
            <FormField label={t.afpVendors} description={t.afpVendorsHint} errorText={errors.afpVendors}>
              <Textarea value={vendors} onChange={({ detail }) => setVendors(detail.value)} rows={5} ariaLabel={t.afpVendors} />
            </FormField>
          </SpaceBetween>
        </Container>
        <Container header={<Header variant="h2" description={t.exportFieldHint}>{t.exportColumns}</Header>}>
          <AttributeEditor
            items={columns}
            addButtonText={t.addColumn}
            removeButtonText={rulesText.removeRow}
            empty={rulesText.noRows}
            onAddButtonClick={() => setColumns([...columns, { header: '', field: '' }])}
            onRemoveButtonClick={({ detail }) => setColumns(columns.filter((_, i) => i !== detail.itemIndex))}
            definition={[
              {
                label: t.exportHeader,
                errorText: (_c, i) => errors[`payrollExportOptions.columns.${i}.header`],
                control: (c, i) => <Input value={c.header} ariaLabel={`${t.exportHeader} ${i + 1}`} onChange={({ detail }) => setColumns(columns.map((x, j) => (j === i ? { ...x, header: detail.value } : x)))} />,
              },
              {
                label: t.exportField,
                errorText: (_c, i) => errors[`payrollExportOptions.columns.${i}.field`],
                control: (c, i) => (
                  <Autosuggest value={c.field} options={fieldOptions} enteredTextLabel={(v) => v} ariaLabel={`${t.exportField} ${i + 1}`} onChange={({ detail }) => setColumns(columns.map((x, j) => (j === i ? { ...x, field: detail.value } : x)))} />
                ),
              },
            ]}
          />
        </Container>
      </SpaceBetween>
    </Form>
  );
}

/** /payroll-settings: the per diem plan, the company-wide payroll values, approved fuel vendors and custom export columns. */
export function PaySettingsPage() {
  const load = useQuery({ queryKey: payrollKeys.payTables, queryFn: getPayTables });
  const [generation, setGeneration] = useState(0);
  return (
    <ContentLayout header={<Header variant="h1">{t.header}</Header>}>
      <Loaded query={load} feature={t.header}>
        {(data) => (
          <SpaceBetween size="l">
            <PerDiemPlanPanel current={data.perDiemPlan} onSaved={() => void load.refetch()} />
            <SettingsForm key={generation} settings={data.settings} onSaved={() => void load.refetch().then(() => setGeneration((g) => g + 1))} />
          </SpaceBetween>
        )}
      </Loaded>
    </ContentLayout>
  );
}
