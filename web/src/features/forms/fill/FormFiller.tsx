import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Box from '@cloudscape-design/components/box';
import type { AnswerBody } from '#shared/forms/answers';
import type { FormFieldDef } from '#shared/forms/form-fields';
import { categoryLabel } from '#shared/forms/starter-dvir-words';
import { patchAnswer, visibleByCategory, type AnswerPatch } from './answer-edit.ts';
import { QuestionInput } from './QuestionInput.tsx';
import { useReaderLanguage } from './reader-language.ts';
import './form-filler.css';

export interface FormFillerProps {
  questions: FormFieldDef[];
  answers: AnswerBody[];
  onChange: (answers: AnswerBody[]) => void;
  /** Errors keyed as the API names them: `answers.{fieldId}`, `answers.{fieldId}.remarks`, `answers.{fieldId}.photos`. */
  errors: Record<string, string>;
  /** Stores one JPEG (a shrunk photo or a signature) and answers its key. */
  uploadImage: (blob: Blob) => Promise<string>;
  disabled?: boolean;
}

/**
 * A form to fill on a phone: the visible questions by category in the form's order, Pass / Fail as two
 * large toggles with remarks and photos on a Fail, a signature pad, each question's error under it.
 * The answers are the caller's (controlled); a photo that finishes uploading is added to the answers as
 * they are then, not as they were when it started.
 */
export function FormFiller({ questions, answers, onChange, errors, uploadImage, disabled }: FormFillerProps) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const latest = useRef(answers);
  useEffect(() => {
    latest.current = answers;
  }, [answers]);

  const patch = (fieldId: string, change: AnswerPatch) => {
    const next = patchAnswer(latest.current, fieldId, change);
    latest.current = next;
    onChange(next);
  };

  const groups = visibleByCategory(questions);
  if (groups.length === 0) return <Box color="text-status-inactive">{t('forms.noQuestions')}</Box>;
  return (
    <SpaceBetween size="m">
      {groups.map(({ category, questions: inCategory }) => (
        <Container key={category} header={<Header variant="h2">{categoryLabel(category, language)}</Header>}>
          <SpaceBetween size="l">
            {inCategory.map((q) => (
              <QuestionInput
                key={q.fieldId}
                question={q}
                answer={answers.find((a) => a.fieldId === q.fieldId)}
                onPatch={(change) => patch(q.fieldId, change)}
                errors={errors}
                uploadImage={uploadImage}
                {...(disabled !== undefined ? { disabled } : {})}
              />
            ))}
          </SpaceBetween>
        </Container>
      ))}
    </SpaceBetween>
  );
}
