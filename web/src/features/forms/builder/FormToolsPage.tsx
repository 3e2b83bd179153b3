import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FORM_STATES, type FormState } from '#shared/forms/form-states';
import type { FormSummary } from '#shared/forms/form-api';
import { formBuilderApi, formBuilderKeys } from '#web/api/form-builder.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usDateTime } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { NewFormDialog } from './NewFormDialog.tsx';
import { builderText as t, stateLabels, typeLabels } from './strings.ts';

const STATE_STATUS = { draft: 'pending', published: 'success', archived: 'stopped' } as const;

export function FormStateBadge({ state }: { state: FormState }) {
  return <StatusIndicator type={STATE_STATUS[state]}>{stateLabels[state]}</StatusIndicator>;
}

/** /form-tools: the company's forms with their state and version; create, open, duplicate, archive, print. */
export function FormToolsPage() {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const load = useQuery({ queryKey: formBuilderKeys.list, queryFn: formBuilderApi.list });
  const [stateFilter, setStateFilter] = useState<FormState | 'all'>('all');
  const [creating, setCreating] = useState(false);
  const [archiving, setArchiving] = useState<FormSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = () => queries.invalidateQueries({ queryKey: formBuilderKeys.all });
  const onError = (error: unknown) => setFailure(errorMessage(error));
  const duplicate = useMutation({ mutationFn: formBuilderApi.duplicate, onSuccess: (copy) => { void changed(); void navigate(`/admin-forms?formId=${encodeURIComponent(copy.formId)}`); }, onError });
  const restore = useMutation({ mutationFn: (formId: string) => formBuilderApi.archive(formId, false), onSuccess: changed, onError });
  const print = useMutation({
    // The tab opens in the click itself, so a pop-up blocker lets it through; the signed link fills it in.
    mutationFn: async (form: FormSummary) => {
      const tab = window.open('', '_blank');
      try {
        const link = await formBuilderApi.templateLink(form.formId);
        if (tab) tab.location.href = link.url;
        else window.location.assign(link.url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onError: () => setFailure(t.printFailed),
  });
  const open = (form: FormSummary) => void navigate(`/admin-forms?formId=${encodeURIComponent(form.formId)}`);
  const act = (form: FormSummary, id: string) => {
    setFailure(null);
    if (id === 'open') open(form);
    else if (id === 'duplicate') duplicate.mutate(form.formId);
    else if (id === 'archive') setArchiving(form);
    else if (id === 'restore') restore.mutate(form.formId);
    else if (id === 'print') print.mutate(form);
    else if (id === 'test') void navigate(`/form-testing?formId=${encodeURIComponent(form.formId)}`);
  };
  const columns: DataColumn<FormSummary>[] = [
    { id: 'name', header: t.name, cell: (f) => <Button variant="inline-link" onClick={() => open(f)}>{f.formName}</Button>, sortKey: (f) => f.formName.toLowerCase(), text: (f) => f.formName },
    { id: 'type', header: t.type, cell: (f) => typeLabels[f.formType], sortKey: (f) => f.formType, width: 200 },
    { id: 'state', header: t.state, cell: (f) => <FormStateBadge state={f.state} />, sortKey: (f) => f.state, width: 130 },
    { id: 'version', header: t.version, cell: (f) => (f.publishedVersion ? `v${f.publishedVersion}` : t.notPublished), sortKey: (f) => f.publishedVersion, width: 130 },
    { id: 'unpublished', header: t.unpublished, cell: (f) => (f.hasUnpublishedChanges && f.publishedVersion ? t.yes : t.no), sortKey: (f) => Number(f.hasUnpublishedChanges && f.publishedVersion > 0), width: 170 },
    { id: 'questions', header: t.questions, cell: (f) => f.questionCount, sortKey: (f) => f.questionCount, width: 110 },
    { id: 'updated', header: t.updated, cell: (f) => `${usDateTime(f.updatedAt)} · ${f.updatedBy}`, sortKey: (f) => f.updatedAt, width: 240 },
    {
      id: 'actions', header: t.actions, width: 130,
      cell: (f) => (
        <ButtonDropdown
          variant="inline-icon"
          ariaLabel={`${t.actions}: ${f.formName}`}
          expandToViewport
          onItemClick={({ detail }) => act(f, detail.id)}
          items={[
            { id: 'open', text: t.open },
            { id: 'test', text: t.test, disabled: f.state === 'archived' },
            { id: 'print', text: t.print },
            { id: 'duplicate', text: t.duplicate },
            f.state === 'archived' ? { id: 'restore', text: t.restore } : { id: 'archive', text: t.archive },
          ]}
        />
      ),
    },
  ];
  const stateOptions = [{ value: 'all', label: t.allStates }, ...FORM_STATES.map((s) => ({ value: s, label: stateLabels[s] }))];
  return (
    <ContentLayout header={<Header variant="h1" description={t.toolsDescription}>{t.toolsTitle}</Header>}>
      <SpaceBetween size="m">
        {failure && <Alert type="error" dismissible onDismiss={() => setFailure(null)}>{failure}</Alert>}
        <Loaded query={load} feature={t.list}>
          {(forms) => {
            const shown = stateFilter === 'all' ? forms : forms.filter((f) => f.state === stateFilter);
            return (
              <DataTable
                items={shown}
                columns={columns}
                trackBy="formId"
                ariaLabel={t.list}
                filterNoun="forms"
                empty={t.empty}
                defaultSort={{ column: 'name' }}
                header={
                  <Header
                    variant="h2"
                    counter={`(${shown.length})`}
                    actions={
                      <SpaceBetween direction="horizontal" size="xs">
                        <Select
                          ariaLabel={t.filterState}
                          selectedOption={stateOptions.find((o) => o.value === stateFilter) ?? stateOptions[0]!}
                          options={stateOptions}
                          onChange={({ detail }) => setStateFilter(detail.selectedOption.value as FormState | 'all')}
                        />
                        <Button variant="primary" onClick={() => setCreating(true)}>{t.create}</Button>
                      </SpaceBetween>
                    }
                  >
                    {t.list}
                  </Header>
                }
              />
            );
          }}
        </Loaded>
      </SpaceBetween>
      {creating && (
        <NewFormDialog
          onClose={() => setCreating(false)}
          onCreated={(form) => {
            setCreating(false);
            void changed();
            open(form);
          }}
        />
      )}
      {archiving && (
        <ConfirmDialog header={t.archive} action={t.archive} onClose={() => setArchiving(null)} onConfirm={async () => { await formBuilderApi.archive(archiving.formId, true); await changed(); }}>
          {t.archiveConfirm(archiving.formName)}
        </ConfirmDialog>
      )}
    </ContentLayout>
  );
}
