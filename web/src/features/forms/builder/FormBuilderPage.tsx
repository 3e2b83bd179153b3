import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TRIP_FORM_RUN_TYPES, type FormDetail, type TripFormRunType } from '#shared/forms/form-api';
import type { FormFieldDef } from '#shared/forms/form-fields';
import type { FormType } from '#shared/forms/form-states';
import { formBuilderApi, formBuilderKeys } from '#web/api/form-builder.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { CheckField, TextField } from '#web/components/Fields.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { FormStateBadge } from './FormToolsPage.tsx';
import { typeOptions } from './NewFormDialog.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';
import { QuestionList } from './QuestionList.tsx';
import { builderText as t, stateLabels } from './strings.ts';

interface Edit {
  formName: string;
  formType: FormType;
  requiredForTrips: boolean;
  requiredTripForms: TripFormRunType[];
  formFields: FormFieldDef[];
}

const editOf = (form: FormDetail): Edit => ({ formName: form.formName, formType: form.formType, requiredForTrips: form.requiredForTrips, requiredTripForms: form.requiredTripForms, formFields: form.formFields });

function Builder({ initial }: { initial: FormDetail }) {
  const queries = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [edit, setEdit] = useState<Edit>(() => editOf(initial));
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const readOnly = form.state === 'archived';
  const change = (patch: Partial<Edit>) => {
    setEdit((e) => ({ ...e, ...patch }));
    setDirty(true);
    setNotice(null);
  };
  const stored = (next: FormDetail) => {
    setForm(next);
    setEdit(editOf(next));
    setDirty(false);
    queries.setQueryData(formBuilderKeys.form(next.formId), next);
    void queries.invalidateQueries({ queryKey: formBuilderKeys.list });
  };
  const save = async (): Promise<FormDetail | null> => {
    setBusy(true);
    setFailure(null);
    try {
      const next = await formBuilderApi.save(form.formId, { ...edit, version: form.version });
      stored(next);
      setNotice(t.saved);
      return next;
    } catch (error) {
      setFailure(saveFailureOf(error));
      return null;
    } finally {
      setBusy(false);
    }
  };
  const publish = async () => {
    const current = dirty ? await save() : form;
    if (!current) throw new Error(t.fixFields);
    try {
      const next = await formBuilderApi.publish(current.formId, current.version);
      stored(next);
      setNotice(t.published(next.publishedVersion));
    } catch (error) {
      const failed = saveFailureOf(error);
      setFailure(failed);
      throw new Error(failed.message ?? t.fixFields, { cause: error });
    }
  };
  const reload = async () => {
    const fresh = await formBuilderApi.get(form.formId);
    stored(fresh);
    setFailure(null);
  };
  const errors = failure?.fields ?? {};
  const tripOptions = TRIP_FORM_RUN_TYPES.map((v) => ({ value: v, label: v === 'LINEHAUL' ? 'Linehaul' : 'Spot' }));
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={t.stateLine(stateLabels[form.state], form.publishedVersion, form.hasUnpublishedChanges || dirty)}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => void navigate('/form-tools')}>{t.backToForms}</Button>
              <Button onClick={() => setPreviewing(true)}>{t.preview}</Button>
              <Button disabled={readOnly || !dirty} loading={busy} onClick={() => void save()}>{t.saveDraft}</Button>
              <Button variant="primary" disabled={readOnly || busy} onClick={() => setPublishing(true)}>{t.publish}</Button>
            </SpaceBetween>
          }
        >
          {form.formName} <FormStateBadge state={form.state} />
        </Header>
      }
    >
      <SpaceBetween size="m">
        {readOnly && <Alert type="info">{t.archivedReadOnly}</Alert>}
        {notice && <Alert type="success" dismissible onDismiss={() => setNotice(null)}>{notice}</Alert>}
        {failure?.conflict && <Alert type="warning" action={<Button onClick={() => void reload()}>{t.reload}</Button>}>{failure.message}</Alert>}
        {failure && !failure.conflict && failure.message && <Alert type="error">{failure.message}{errors.state ? ` ${errors.state}` : ''}{errors.formFields ? ` ${errors.formFields}` : ''}</Alert>}
        <Container header={<Header variant="h2">{t.settings}</Header>}>
          <ColumnLayout columns={2}>
            <TextField label={t.name} value={edit.formName} onChange={(formName) => change({ formName })} error={errors.formName} disabled={readOnly} />
            <FormField label={t.type} errorText={errors.formType}>
              <Select ariaLabel={t.type} disabled={readOnly} selectedOption={typeOptions.find((o) => o.value === edit.formType)!} options={typeOptions} onChange={({ detail }) => change({ formType: detail.selectedOption.value as FormType })} />
            </FormField>
            <CheckField label={t.requiredForTrips} description={t.requiredForTripsHint} checked={edit.requiredForTrips} onChange={(requiredForTrips) => change({ requiredForTrips })} />
            <FormField label={t.tripTypes} description={t.tripTypesHint} errorText={errors.requiredTripForms}>
              <Multiselect
                ariaLabel={t.tripTypes}
                disabled={readOnly || !edit.requiredForTrips}
                selectedOptions={tripOptions.filter((o) => edit.requiredTripForms.includes(o.value))}
                options={tripOptions}
                onChange={({ detail }) => change({ requiredTripForms: detail.selectedOptions.map((o) => o.value as TripFormRunType) })}
              />
            </FormField>
          </ColumnLayout>
        </Container>
        <QuestionList fields={edit.formFields} errors={errors} readOnly={readOnly} onChange={(formFields) => change({ formFields })} />
      </SpaceBetween>
      {previewing && <PreviewDialog questions={edit.formFields} onClose={() => setPreviewing(false)} />}
      {publishing && (
        <ConfirmDialog header={t.publishHeader} action={t.publish} onClose={() => setPublishing(false)} onConfirm={publish}>
          <SpaceBetween size="s">
            <Box>{t.publishConfirm(edit.formName, form.publishedVersion + 1)}</Box>
            {dirty && <Box color="text-body-secondary">{t.unsavedFirst}</Box>}
          </SpaceBetween>
        </ConfirmDialog>
      )}
    </ContentLayout>
  );
}

/** /admin-forms?formId=…: a form's name, type, trip requirement and questions; save, preview, publish. */
export function FormBuilderPage() {
  const [params] = useSearchParams();
  const formId = params.get('formId') ?? '';
  const load = useQuery({ queryKey: formBuilderKeys.form(formId), queryFn: () => formBuilderApi.get(formId), enabled: formId !== '' });
  if (!formId) {
    return (
      <ContentLayout header={<Header variant="h1">{t.builderTitle}</Header>}>
        <Box>{t.noFormChosen}</Box>
      </ContentLayout>
    );
  }
  return <Loaded query={load} feature={t.builderTitle}>{(form) => <Builder key={form.formId} initial={form} />}</Loaded>;
}
