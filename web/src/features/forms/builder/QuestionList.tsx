import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import type { FormFieldDef } from '#shared/forms/form-fields';
import { groupByCategory, moveInCategory, questionErrors } from './question-list.ts';
import { QuestionEditor } from './QuestionEditor.tsx';
import { builderText as t, styleLabels } from './strings.ts';

function flags(field: FormFieldDef): string {
  return [
    styleLabels[field.style], field.type !== 'Tractor' ? field.type : '', field.required ? t.required : '', field.hidden ? t.hidden : '',
    field.remarksOnFail ? t.remarksOnFail : '', field.photoOnFail ? t.photoOnFail : '', field.outOfServiceOnFail ? t.outOfServiceOnFail : '',
    field.style === 'Select' ? (field.options ?? []).join(' / ') : '', field.style === 'Number' && (field.min !== undefined || field.max !== undefined) ? `${field.min ?? '…'} to ${field.max ?? '…'}` : '',
  ].filter(Boolean).join(' · ');
}

interface QuestionListProps {
  fields: FormFieldDef[];
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (fields: FormFieldDef[]) => void;
}

/** The questions by category in form order, each with edit, move up and down, and remove. */
export function QuestionList({ fields, errors, readOnly, onChange }: QuestionListProps) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const groups = groupByCategory(fields);
  const editedIndex = typeof editing === 'number' ? editing : -1;
  return (
    <Container header={<Header variant="h2" counter={`(${fields.length})`} actions={<Button disabled={readOnly} onClick={() => setEditing('new')}>{t.addQuestion}</Button>}>{t.questions}</Header>}>
      <SpaceBetween size="l">
        {fields.length === 0 && <Box color="text-body-secondary">{t.noQuestions}</Box>}
        {groups.map(({ category, items }) => (
          <SpaceBetween size="xs" key={category}>
            <Box variant="h3">{category}</Box>
            {items.map(({ field, index }, place) => {
              const problems = Object.values(questionErrors(errors, index));
              return (
                <div key={field.fieldId} data-question={field.fieldId} style={{ display: 'flex', gap: 12, alignItems: 'flex-start', borderBottom: '1px solid #e9ebed', paddingBottom: 6 }}>
                  <div style={{ flex: 1 }}>
                    <Box fontWeight="bold">{field.label}</Box>
                    <Box variant="small" color="text-body-secondary">{flags(field)}</Box>
                    {problems.map((p) => <StatusIndicator key={p} type="error">{p}</StatusIndicator>)}
                  </div>
                  {!readOnly && (
                    <SpaceBetween direction="horizontal" size="xxs">
                      <Button variant="inline-link" onClick={() => setEditing(index)} ariaLabel={`${t.edit}: ${field.label}`}>{t.edit}</Button>
                      <Button variant="inline-icon" iconName="arrow-up" disabled={place === 0} ariaLabel={`${t.moveUp}: ${field.label}`} onClick={() => onChange(moveInCategory(fields, index, -1))} />
                      <Button variant="inline-icon" iconName="arrow-down" disabled={place === items.length - 1} ariaLabel={`${t.moveDown}: ${field.label}`} onClick={() => onChange(moveInCategory(fields, index, 1))} />
                      <Button variant="inline-icon" iconName="remove" ariaLabel={`${t.remove}: ${field.label}`} onClick={() => onChange(fields.filter((_, i) => i !== index))} />
                    </SpaceBetween>
                  )}
                </div>
              );
            })}
          </SpaceBetween>
        ))}
      </SpaceBetween>
      {editing !== null && (
        <QuestionEditor
          question={editing === 'new' ? null : fields[editing]!}
          otherKeys={fields.filter((_, i) => i !== editedIndex).map((f) => f.fieldId)}
          defaultCategory={fields.at(-1)?.category ?? 'General'}
          serverErrors={editing === 'new' ? {} : questionErrors(errors, editing)}
          onClose={() => setEditing(null)}
          onDone={(question) => {
            onChange(editing === 'new' ? [...fields, question] : fields.map((f, i) => (i === editing ? question : f)));
            setEditing(null);
          }}
        />
      )}
    </Container>
  );
}
