import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { answersBody } from './answers.ts';
import { FORM_LIMITS, type FormFieldDef, type SubmittedField } from './form-fields.ts';
import type { DefectState } from './defect-states.ts';
import type { FormType } from './form-states.ts';

/** The most forms in progress one person keeps (each shows on its tractor until submitted or discarded). */
export const MAX_DRAFTS_A_PERSON = 20;
/** How many of his own submissions a person sees on his forms page. */
export const MY_SUBMISSIONS = 50;
/** How far back a driver opens his own DVIRs (49 CFR 396.11(a)(4): kept 3 months), and at most how many. */
export const MY_DVIR_DAYS = 90;
export const MY_DVIRS_MAX = 300;
export const PHOTO_TOO_LARGE = 'A photo may be at most 5 MB.';

const vehicleId = z.string().trim().max(40, 'Tractor is at most 40 characters.').regex(/^[A-Za-z0-9_-]*$/, 'Tractor is letters and digits.');
const leg = (label: string) => z.string().trim().max(80, `${label} is at most 80 characters.`);
const isoTime = z.string().max(40, 'A time as ISO 8601.').pipe(z.iso.datetime({ offset: true, error: 'A time as ISO 8601.' }));
const imageKey = z.string().min(1).max(512);

export const formVersionRef = {
  formId: id('formId', 64),
  formVersion: z.number({ error: 'The form version is required.' }).int().min(1).max(100_000),
};

/** §396.13: the last DVIR of the tractor the driver reviewed before starting, and his signature on that review. */
export const priorReviewBody = z.strictObject({
  submissionId: z.string().max(19, 'Not a submission id.').regex(/^[0-9a-z]{19}$/, 'Not a submission id.'),
  signatureKey: imageKey,
});

export const submitBody = z.strictObject({
  ...formVersionRef,
  draftId: id('draftId', 64).optional(),
  VehicleID: vehicleId.optional(),
  legOrg: leg('From').optional(),
  legDes: leg('To').optional(),
  startedAt: isoTime,
  answers: answersBody,
  priorReview: priorReviewBody.optional(),
});
export type SubmitBody = z.infer<typeof submitBody>;

/** Through a tractor's link: the visitor gives his name; the tractor is the link's; `draftId` is the phone's key, as for a signed-in person. */
export const linkSubmitBody = submitBody
  .omit({ VehicleID: true })
  .extend({ inspectorName: z.string({ error: 'Your name is required.' }).trim().min(1, 'Your name is required.').max(80, 'A name is at most 80 characters.') });
export type LinkSubmitBody = z.infer<typeof linkSubmitBody>;

/**
 * The phone's own key for a form it fills (a UUID made when the form is opened): the draft's id, and the
 * submit's idempotency key, so a retried or queued start, save or submit never makes a second one.
 */
const DRAFT_ID_MESSAGE = 'The draft id is 8 to 64 letters, digits or "-".';
export const clientDraftId = z.string().min(8, DRAFT_ID_MESSAGE).max(64, DRAFT_ID_MESSAGE).regex(/^[A-Za-z0-9-]+$/, DRAFT_ID_MESSAGE);

export const startDraftBody = z.strictObject({
  ...formVersionRef,
  draftId: clientDraftId.optional(),
  VehicleID: vehicleId.optional(),
  legOrg: leg('From').optional(),
  legDes: leg('To').optional(),
});
export type StartDraftBody = z.infer<typeof startDraftBody>;

export const saveDraftBody = z.strictObject({
  answers: answersBody,
  version: z.number().int().min(1).max(1e9),
});
export const draftParams = z.strictObject({ draftId: id('draftId', 64) });

export const uploadBody = z.strictObject({
  /** The phone's own UUID for the image: the stored key is made from it, so a replayed upload lands on the same key. */
  imageId: z.uuid({ error: 'The image id is a UUID.' }).transform((v) => v.toLowerCase()).optional(),
  contentType: z.literal('image/jpeg', { error: 'Photos and signatures are JPEG images.' }),
  size: z.number({ error: 'size is required.' }).int().min(1, 'The photo is empty.').max(FORM_LIMITS.imageBytes, PHOTO_TOO_LARGE),
});
export type UploadBody = z.infer<typeof uploadBody>;

export const vehicleParams = z.strictObject({ vehicleId: id('vehicleId', 40) });
export const linkParams = z.strictObject({ linkId: z.string().max(32, 'Not a link id.').regex(/^[a-z0-9]{8,32}$/, 'Not a link id.') });
export const createLinkBody = z.strictObject({
  expiresInDays: z.number().int().min(1, 'At least 1 day.').max(365, 'At most 365 days.').default(90),
});

export interface UploadTicket {
  url: string;
  fields: Record<string, string>;
  key: string;
  expiresAt: string;
}

export interface SubmissionView {
  submissionId: string;
  formId: string;
  formVersion: number;
  formName: string;
  formType: FormType;
  completedAt: string;
  startedAt: string;
  VehicleID: string;
  submittedByDisplayName: string;
  legOrg: string;
  legDes: string;
  countOfFailedFormFields: number;
  driverCommentCount: number;
  unresolvedFaultCount: number;
  formFields: SubmittedField[];
  /** A failed inspection was sent to the shop (e-mail and chat). */
  shopAlerted: boolean;
}

export type SubmissionRow = Omit<SubmissionView, 'formFields' | 'shopAlerted'>;

export interface DraftView {
  draftId: string;
  formId: string;
  formVersion: number;
  formName: string;
  VehicleID: string;
  legOrg: string;
  legDes: string;
  startedAt: string;
  updatedAt: string;
  answers: SubmittedField[];
  version: number;
}

export interface FillableForm {
  formId: string;
  formName: string;
  formType: FormType;
  publishedVersion: number;
  requiredForTrips: boolean;
}

export interface MyFormsView {
  forms: FillableForm[];
  drafts: DraftView[];
  /** The tractor the driver is logged into or last drove, when one is known. */
  currentVehicleId: string | null;
}

export interface FormVersionView {
  formId: string;
  formVersion: number;
  formName: string;
  formType: FormType;
  formFields: FormFieldDef[];
}

export interface ReviewDefect {
  /** The submission that reported it: the last DVIR's, or an earlier one's still open or deferred. */
  submissionId: string;
  reportedAt: string;
  reportedBy: string;
  fieldId: string;
  label: string;
  category: string;
  state: DefectState;
  outOfService: boolean;
  remarks: string;
  photoUrls: string[];
  deferredReason: string | null;
  deferredUntil: string | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
  resolutionComment: string | null;
  repairCertification: 'repaired' | 'not-needed' | null;
  repairCertifiedBy: string | null;
  repairCertifiedAt: string | null;
}

/**
 * §396.13: the tractor's last DVIR as the next driver reviews it (`submission` null when it has none), and
 * `defects`: that DVIR's faults in their state now, then every earlier fault still open or deferred (a
 * fault stays until it is certified repaired, whatever DVIRs follow).
 */
export interface LastInspectionView {
  VehicleID: string;
  submission: {
    submissionId: string;
    formName: string;
    completedAt: string;
    submittedByDisplayName: string;
    countOfFailedFormFields: number;
    remarks: string;
  } | null;
  defects: ReviewDefect[];
  /** The driver must review and sign it before his own DVIR (the last one reported a fault, or a fault is still open or deferred). */
  reviewRequired: boolean;
}

export interface InspectionLinkView {
  linkId: string;
  VehicleID: string;
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  state: 'live' | 'expired' | 'revoked';
}

export interface CreatedInspectionLink extends InspectionLinkView {
  /** Shown once; only its hash is kept. */
  token: string;
}

export interface LinkFormView {
  companyName: string;
  tractor: { VehicleID: string; make: string; model: string; year: number | null };
  form: FormVersionView | null;
  lastInspection: LastInspectionView;
}
