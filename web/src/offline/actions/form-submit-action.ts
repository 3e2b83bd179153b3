import type { AnswerBody } from '#shared/forms/answers';
import type { SubmissionView, SubmitBody } from '#shared/forms/fill-api';
import { fillApi, newClientId } from '#web/features/forms/fill/fill-client.ts';
import { i18n } from '#web/i18n/index.ts';
import { forgetLocalImages, isLocalImage, localImageId, localImages } from '#web/offline/local-images.ts';
import { outboxUser, sendOrKeep } from '#web/offline/outbox.ts';
import { UnsendableAction, type OutboxRecord, type RecordProgress } from '#web/offline/outbox-record.ts';

export interface FormSubmitPayload {
  body: SubmitBody;
  /** For the waiting list: which form, which tractor. */
  formName: string;
}

/** Every image key of a submit: the answers' photos and signatures, and the §396.13 review's signature. */
export function imageKeysOf(body: SubmitBody): string[] {
  return [...body.answers.flatMap((a) => a.photos ?? []), ...(body.priorReview ? [body.priorReview.signatureKey] : [])];
}

function withStoredKeys(body: SubmitBody, stored: Record<string, string>): SubmitBody {
  const swap = (key: string) => stored[key] ?? key;
  return {
    ...body,
    answers: body.answers.map((a): AnswerBody => (a.photos ? { ...a, photos: a.photos.map(swap) } : a)),
    ...(body.priorReview ? { priorReview: { ...body.priorReview, signatureKey: swap(body.priorReview.signatureKey) } } : {}),
  };
}

/**
 * A whole form from the outbox, as ordered steps: each photo or signature taken offline is uploaded once
 * (its stored key recorded before the next step, so a retry skips it), then the submit.
 */
export async function sendQueuedForm(record: OutboxRecord, progress: RecordProgress): Promise<unknown> {
  const { body } = record.payload as FormSubmitPayload;
  const stored: Record<string, string> = { ...record.progress };
  for (const key of imageKeysOf(body).filter(isLocalImage)) {
    if (stored[key]) continue;
    const blob = record.blobs?.[key];
    if (!blob) throw new UnsendableAction(i18n.t('outbox.photoLost'));
    // The local key's uuid is the upload's imageId: a replay writes the same object and answers the same key.
    stored[key] = await fillApi.uploadImage(blob, localImageId(key));
    await progress({ [key]: stored[key] });
  }
  return fillApi.submit(withStoredKeys(body, stored));
}

/** A form the server has not seen yet: kept on the phone, sent by the outbox when there is signal. */
export interface KeptOnPhone {
  keptOnPhone: true;
}

/**
 * A driver's submit: sent at once when there is signal (the answer, or the refusal thrown for the form to
 * show); without it, kept with its photos and signatures and sent later, in order, exactly once.
 */
export async function submitFormOrKeep(body: SubmitBody, formName: string): Promise<SubmissionView | KeptOnPhone> {
  const keys = imageKeysOf(body);
  if (!outboxUser()) return fillApi.submit(body);
  // The draftId is the submit's idempotency key on the server; a form kept from an older build may lack one.
  const payload: FormSubmitPayload = { body: body.draftId ? body : { ...body, draftId: newClientId() }, formName };
  const outcome = await sendOrKeep('form-submit', payload, { blobs: await localImages(keys) });
  if (outcome.status === 'refused') throw outcome.error;
  // Sent, or held by the outbox record now: the phone's loose copies can go.
  await forgetLocalImages(keys);
  return outcome.status === 'sent' ? (outcome.answer as SubmissionView) : { keptOnPhone: true };
}
