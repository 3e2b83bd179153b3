/**
 * Filling a form, step by step, as plain calls a queue can replay (each takes all it needs; no React):
 *
 * 1. `newClientId()` once when the form is opened: the form's draftId, its key from start to submit.
 * 2. `startDraft({ draftId, formId, formVersion, VehicleID?, legOrg?, legDes? })`  POST /form-drafts
 *    Key: draftId. Again → the same draft (200); after that key was submitted → 409, never a new draft.
 * 3. `saveDraft(draftId, answers, version)`  PUT /form-drafts/{draftId}
 *    Key: draftId + version (a stale version → 409; after the submit → 404). Optional: the submit carries the answers.
 * 4. `uploadImage(blob, imageId)`  POST /form-uploads { imageId }, then the presigned POST to storage
 *    Key: imageId (a UUID made on the phone per photo or signature): the stored key is made from it, so a
 *    replay writes the same object again and answers the same key.
 * 5. `submitForm(body)`  POST /form-submissions with body.draftId
 *    Key: draftId. Again, or twice at once → the first submission (200), never a second.
 */
import type { FormVersionView } from '#shared/forms/form-api';
import type { DraftView, LastInspectionView, LinkFormView, LinkSubmitBody, MyFormsView, SubmissionRow, SubmissionView, SubmitBody, UploadTicket } from '#shared/forms/fill-api';
import { LINK_HEADER } from '#shared/forms/link-token';
import type { AnswerBody } from '#shared/forms/answers';
import type { SubmittedField } from '#shared/forms/form-fields';
import { apiRequest } from '#web/api/client.ts';
import { linkRequest } from '#web/api/link-request.ts';

const enc = encodeURIComponent;

export const fillKeys = {
  myForms: ['forms', 'mine'] as const,
  mySubmissions: ['forms', 'my-submissions'] as const,
  version: (formId: string, v: number) => ['forms', 'version', formId, v] as const,
  lastInspection: (vehicleId: string) => ['inspections', 'last', vehicleId] as const,
  link: (token: string) => ['inspection-link', token] as const,
};

/** The phone's own id for a form or an image (a UUID): the idempotency key of its steps. */
export function newClientId(): string {
  return crypto.randomUUID();
}

/** Sends one JPEG straight to storage with a presigned POST; answers its key. */
async function storeImage(ticket: UploadTicket, blob: Blob): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', blob, 'image.jpg');
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  if (!stored.ok) throw new Error(`The image was refused by storage (${stored.status}).`);
  return ticket.key;
}

export interface StartDraft {
  draftId: string;
  formId: string;
  formVersion: number;
  VehicleID?: string;
  legOrg?: string;
  legDes?: string;
}

export const startDraft = (body: StartDraft) => apiRequest<DraftView>('POST', '/form-drafts', body);
export const saveDraft = (draftId: string, answers: AnswerBody[], version: number) => apiRequest<DraftView>('PUT', `/form-drafts/${enc(draftId)}`, { answers, version });
export const submitForm = (body: SubmitBody) => apiRequest<SubmissionView>('POST', '/form-submissions', body);
export async function uploadImage(blob: Blob, imageId: string = newClientId()): Promise<string> {
  return storeImage(await apiRequest<UploadTicket>('POST', '/form-uploads', { imageId, contentType: 'image/jpeg', size: blob.size }), blob);
}

export const fillApi = {
  myForms: () => apiRequest<MyFormsView>('GET', '/me/forms'),
  mySubmissions: () => apiRequest<{ submissions: SubmissionRow[] }>('GET', '/me/form-submissions').then((a) => a.submissions),
  version: (formId: string, v: number) => apiRequest<FormVersionView>('GET', `/forms/${enc(formId)}/versions/${v}`),
  lastInspection: (vehicleId: string) => apiRequest<LastInspectionView>('GET', `/tractors/${enc(vehicleId)}/last-inspection`),
  startDraft,
  saveDraft,
  discardDraft: (draftId: string) => apiRequest<void>('DELETE', `/form-drafts/${enc(draftId)}`),
  submit: submitForm,
  uploadImage: (blob: Blob, imageId?: string) => uploadImage(blob, imageId),
};

export const linkApi = {
  form: (token: string) => linkRequest<LinkFormView>({ header: LINK_HEADER, token, method: 'GET', path: '/inspection-link/form' }),
  uploadImage: (token: string) => async (blob: Blob) => storeImage(await linkRequest<UploadTicket>({ header: LINK_HEADER, token, method: 'POST', path: '/inspection-link/uploads', body: { contentType: 'image/jpeg', size: blob.size } }), blob),
  submit: (token: string, body: LinkSubmitBody) => linkRequest<SubmissionView>({ header: LINK_HEADER, token, method: 'POST', path: '/inspection-link/submissions', body }),
};

/** A saved answer back into what the filler edits. */
export function answerOf(field: SubmittedField): AnswerBody {
  return {
    fieldId: field.fieldId,
    ...(field.value !== undefined && field.value !== null ? { value: field.value } : {}),
    ...(field.remarks ? { remarks: field.remarks } : {}),
    ...(field.photos?.length ? { photos: field.photos } : {}),
  };
}
