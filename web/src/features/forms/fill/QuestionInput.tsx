import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { AnswerBody } from '#shared/forms/answers';
import type { FormFieldDef } from '#shared/forms/form-fields';
import { questionLabel } from '#shared/forms/starter-dvir-words';
import { passFailPatch, type AnswerPatch } from './answer-edit.ts';
import { PhotoCapture } from './PhotoCapture.tsx';
import { SignaturePad } from './SignaturePad.tsx';
import { useReaderLanguage } from './reader-language.ts';
import { componentText } from '#web/components/strings.ts';

interface QuestionInputProps {
  question: FormFieldDef;
  answer: AnswerBody | undefined;
  onPatch: (patch: AnswerPatch) => void;
  errors: Record<string, string>;
  uploadImage: (blob: Blob) => Promise<string>;
  disabled?: boolean;
}

function Label({ question }: { question: FormFieldDef }) {
  const { t } = useTranslation();
  return (
    <span>
      {question.label}
      {question.required ? <span className="fd-fill__required"> · {t('forms.required')}</span> : null}
    </span>
  );
}

/** A Number answer typed as text, so "12." survives typing; the number goes out once it is one. */
function NumberInput({ question, value, onPatch, disabled }: { question: FormFieldDef; value: AnswerBody['value']; onPatch: (p: AnswerPatch) => void; disabled: boolean }) {
  const [text, setText] = useState(value === undefined || value === null ? '' : String(value));
  return (
    <Input
      value={text}
      inputMode="decimal"
      ariaLabel={question.label}
      disabled={disabled}
      onChange={({ detail }) => {
        setText(detail.value);
        const trimmed = detail.value.trim();
        const n = Number(trimmed);
        onPatch({ value: trimmed === '' ? undefined : Number.isFinite(n) ? n : trimmed });
      }}
    />
  );
}

function PassFail({ question, answer, onPatch, errors, uploadImage, disabled }: QuestionInputProps & { disabled: boolean }) {
  const { t } = useTranslation();
  const key = `answers.${question.fieldId}`;
  const value = answer?.value;
  return (
    <div className="fd-fill__question" data-field={question.fieldId}>
      <FormField label={<Label question={question} />} description={question.hint} errorText={errors[key]}>
        <div className="fd-fill__passfail" role="group" aria-label={question.label}>
          <button type="button" className="fd-fill__toggle fd-fill__toggle--pass" aria-pressed={value === true} disabled={disabled} onClick={() => onPatch(passFailPatch(true))}>
            {t('forms.pass')}
          </button>
          <button type="button" className="fd-fill__toggle fd-fill__toggle--fail" aria-pressed={value === false} disabled={disabled} onClick={() => onPatch(passFailPatch(false))}>
            {t('forms.fail')}
          </button>
        </div>
      </FormField>
      {value === false ? (
        <div className="fd-fill__failure">
          <SpaceBetween size="s">
            <FormField
              label={<span>{t('forms.remarks')}{question.remarksOnFail ? <span className="fd-fill__required"> · {t('forms.required')}</span> : null}</span>}
              description={t('forms.remarksHint')}
              errorText={errors[`${key}.remarks`]}
            >
              <Textarea value={answer?.remarks ?? ''} rows={2} ariaLabel={t('forms.remarksOf', { label: question.label })} disabled={disabled} onChange={({ detail }) => onPatch({ remarks: detail.value })} />
            </FormField>
            <PhotoCapture
              label={t('forms.photos')}
              photos={answer?.photos ?? []}
              onChange={(photos) => onPatch({ photos })}
              uploadImage={uploadImage}
              required={question.photoOnFail}
              error={errors[`${key}.photos`]}
              disabled={disabled}
            />
          </SpaceBetween>
        </div>
      ) : errors[`${key}.photos`] || errors[`${key}.remarks`] ? (
        <FormField errorText={errors[`${key}.remarks`] ?? errors[`${key}.photos`]} />
      ) : null}
    </div>
  );
}

/** One question, answered the way its style asks; its errors (keyed as the API names them) under it. */
export function QuestionInput(shownProps: QuestionInputProps) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const props = { ...shownProps, question: { ...shownProps.question, label: questionLabel(shownProps.question, language) } };
  const { question, answer, onPatch, errors, uploadImage } = props;
  const disabled = props.disabled ?? false;
  const key = `answers.${question.fieldId}`;
  const error = errors[key] ?? (question.style === 'Photo' || question.style === 'Signature' ? errors[`${key}.photos`] : undefined);
  switch (question.style) {
    case 'Pass / Fail':
      return <PassFail {...props} disabled={disabled} />;
    case 'Photo':
      return (
        <div className="fd-fill__question" data-field={question.fieldId}>
          <PhotoCapture label={question.label} photos={answer?.photos ?? []} onChange={(photos) => onPatch({ photos })} uploadImage={uploadImage} required={question.required} error={error} disabled={disabled} />
        </div>
      );
    case 'Signature':
      return (
        <div className="fd-fill__question" data-field={question.fieldId}>
          <SignaturePad
            label={question.label}
            signatureKey={answer?.photos?.[0]}
            onChange={(k) => onPatch({ photos: k ? [k] : undefined })}
            uploadImage={uploadImage}
            required={question.required}
            error={error}
            disabled={disabled}
          />
        </div>
      );
    default:
      break;
  }
  const text = typeof answer?.value === 'string' ? answer.value : '';
  const range = question.style !== 'Number' ? ''
    : question.min !== undefined && question.max !== undefined ? t('forms.range.both', { min: question.min, max: question.max })
    : question.min !== undefined ? t('forms.range.min', { min: question.min })
    : question.max !== undefined ? t('forms.range.max', { max: question.max }) : '';
  return (
    <div className="fd-fill__question" data-field={question.fieldId}>
      <FormField label={<Label question={question} />} description={question.hint} constraintText={range || undefined} errorText={error}>
        {question.style === 'Number' ? (
          <NumberInput question={question} value={answer?.value} onPatch={onPatch} disabled={disabled} />
        ) : question.style === 'Date' ? (
          <DatePicker value={text} placeholder="YYYY/MM/DD" ariaLabel={question.label} openCalendarAriaLabel={componentText.openCalendar(question.label)} disabled={disabled} onChange={({ detail }) => onPatch({ value: detail.value })} />
        ) : question.style === 'Select' ? (
          <Select
            selectedOption={text ? { value: text, label: text } : null}
            options={(question.options ?? []).map((o) => ({ value: o, label: o }))}
            placeholder={t('forms.choose')}
            ariaLabel={question.label}
            disabled={disabled}
            onChange={({ detail }) => onPatch({ value: detail.selectedOption.value })}
          />
        ) : question.style === 'Comment' ? (
          <Textarea value={text} rows={3} ariaLabel={question.label} disabled={disabled} onChange={({ detail }) => onPatch({ value: detail.value })} />
        ) : (
          <Input value={text} ariaLabel={question.label} disabled={disabled} onChange={({ detail }) => onPatch({ value: detail.value })} />
        )}
      </FormField>
    </div>
  );
}
