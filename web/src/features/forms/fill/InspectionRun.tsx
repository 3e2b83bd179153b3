import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { AnswerBody } from '#shared/forms/answers';
import type { FormFieldDef } from '#shared/forms/form-fields';
import type { LastInspectionView, SubmissionView } from '#shared/forms/fill-api';
import { formNameIn } from '#shared/forms/starter-dvir-words';
import { ApiError } from '#web/api/client.ts';
import { FormFiller } from './FormFiller.tsx';
import { dropKept } from './kept-answers.ts';
import { LastInspectionReview } from './LastInspectionReview.tsx';
import { useDefectsText } from './defects-text.ts';
import { useReaderLanguage } from './reader-language.ts';
import { useKeptAnswers, type DraftTarget } from './use-kept-answers.ts';

export interface RunVersion {
  formId: string;
  formVersion: number;
  formName: string;
  formType: string;
  formFields: FormFieldDef[];
}

export interface SubmitPayload {
  answers: AnswerBody[];
  startedAt: string;
  draftId?: string;
  priorReview?: { submissionId: string; signatureKey: string };
}

interface InspectionRunProps<R> {
  version: RunVersion;
  keptKey: string;
  lastInspection: LastInspectionView | undefined;
  uploadImage: (blob: Blob) => Promise<string>;
  /** Answers the stored submission, or what the caller makes of a submit kept for later (the driver's outbox). */
  submit: (payload: SubmitPayload) => Promise<R>;
  /** Saves the answers to the server's form in progress too (signed-in people only). */
  draft?: DraftTarget;
  /** Asks for the last inspection again (it changed while the person was filling). */
  onReviewStale?: () => void;
  /** Shown above the questions (the link visitor's name). */
  before?: ReactNode;
  /** Errors of fields outside the questions, keyed as the API names them. */
  onFieldErrors?: (errors: Record<string, string>) => void;
  done: (result: R) => ReactNode;
  resumeDraftId?: string;
  resumeAnswers?: AnswerBody[];
}

/**
 * A form filled from start to submit: the §396.13 review of the tractor's last DVIR when it reported a
 * fault, the questions, then Submit. Every change is kept on the phone; a failed submit keeps everything
 * and offers Retry; a refused one marks the answers to fix.
 */
export function InspectionRun<R>(props: InspectionRunProps<R>) {
  const { t } = useTranslation();
  const { version, keptKey, lastInspection, uploadImage, submit, draft } = props;
  const { kept, update, savedOnServer, current, finish } = useKeptAnswers(keptKey, draft, {
    ...(props.resumeDraftId ? { draftId: props.resumeDraftId } : {}),
    ...(props.resumeAnswers ? { answers: props.resumeAnswers } : {}),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [reviewNotice, setReviewNotice] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ value: R } | undefined>();

  const last = lastInspection?.submission;
  const needsReview = Boolean(lastInspection?.reviewRequired && last && kept.priorReview?.submissionId !== last.submissionId);

  async function send() {
    setSending(true);
    setFailure(undefined);
    const now = current();
    try {
      const stored = await submit({
        answers: now.answers,
        startedAt: now.startedAt,
        ...(now.draftId ? { draftId: now.draftId } : {}),
        ...(now.priorReview && last?.submissionId === now.priorReview.submissionId ? { priorReview: now.priorReview } : {}),
      });
      finish();
      dropKept(keptKey);
      setResult({ value: stored });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        props.onFieldErrors?.(error.fields);
        setFailure(t('forms.fixAnswers'));
      } else if (error instanceof ApiError && error.status === 409) {
        update({ priorReview: undefined });
        setReviewNotice(t('forms.reviewChanged'));
        props.onReviewStale?.();
      } else {
        setFailure(error instanceof ApiError && error.status < 500 ? error.message : t('forms.submitFailed'));
      }
    } finally {
      setSending(false);
    }
  }

  if (result) return <>{props.done(result.value)}</>;
  if (needsReview && lastInspection) {
    return <LastInspectionReview review={lastInspection} uploadImage={uploadImage} notice={reviewNotice} onSigned={(signatureKey) => update({ priorReview: { submissionId: last!.submissionId, signatureKey } })} />;
  }
  return (
    <SpaceBetween size="m">
      {props.before}
      <FormFiller questions={version.formFields} answers={kept.answers} onChange={(answers) => update({ answers })} errors={errors} uploadImage={uploadImage} disabled={sending} />
      <div className="fd-fill__actions">
        <SpaceBetween size="s">
          {failure ? (
            <Alert type="error" action={failure === t('forms.fixAnswers') ? undefined : <Button onClick={() => void send()}>{t('forms.retry')}</Button>}>
              {failure}
            </Alert>
          ) : null}
          <SpaceBetween size="s" direction="horizontal" alignItems="center">
            <Button variant="primary" loading={sending} onClick={() => void send()}>{t('forms.submit')}</Button>
            <StatusIndicator type={savedOnServer ? 'success' : 'info'}>{savedOnServer ? t('forms.savedServer') : t('forms.savedHere')}</StatusIndicator>
          </SpaceBetween>
        </SpaceBetween>
      </div>
    </SpaceBetween>
  );
}

/** The page after a submit: what was reported and whether the shop was told. */
export function SubmittedResult({ result, action }: { result: SubmissionView; action?: ReactNode }) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const defects = useDefectsText();
  const n = result.countOfFailedFormFields;
  const isInspection = result.formType === 'DVIR' || result.formType === 'Inspection';
  return (
    <Container header={<Header variant="h2">{isInspection ? t('forms.submittedTitle') : t('forms.submittedFormTitle')}</Header>}>
      <SpaceBetween size="m">
        <Box fontSize="heading-m" data-testid="submitted-summary">
          {!isInspection ? `${formNameIn(result.formName, language)}: ${defects(n)}`
            : n === 0 ? t('forms.submittedNone')
            : t(result.shopAlerted ? 'forms.submittedAlerted' : 'forms.submittedDefects', { count: n })}
        </Box>
        {action}
      </SpaceBetween>
    </Container>
  );
}
