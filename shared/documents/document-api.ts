import * as z from 'zod';
import type { DocumentStatus } from '#shared/fleet/documents';
import { id, LIMITS } from '#shared/validation/bounds';
import { labelled } from '#shared/validation/field-labels';
import { typedDate } from '#shared/validation/typed-date';
import { DOC_KINDS, mayHoldKind, OWNER_KINDS, type DocKind, type DriverDateSource, type OwnerKind, type SpecDocType } from './doc-kinds.ts';

/** PDFs and photos of papers only; anything else is refused before a byte is stored. */
export const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];
/** A scanned registration or insurance card is well under this. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TOO_LARGE = 'A document file is at most 10 MB.';
export const DOCUMENT_TYPE_REFUSED = 'A document file must be a PDF, JPEG or PNG.';
/** Said when the file's content is not what a PDF's name or type claims; the content decides, never the name. */
export const NOT_A_PDF = 'The file is not a PDF.';
export const PDF_DOES_NOT_OPEN = 'The PDF does not open: the file is damaged. Save it again and upload the new copy.';

const isoDate = typedDate('Expiry date');
const label = labelled(z.string().trim().min(1).max(80), 'Label');
const fileKey = z.string().trim().min(1, 'Upload the file first.').max(400);
/** The owner fields as the document forms label them. */
const OWNER_KIND = 'Owner type';
const ownerNumber = (kind: string) => (kind === 'tractor' ? 'Tractor number' : 'Driver number');

export const documentIdParams = z.object({ documentId: id('documentId') });

/** POST /document-uploads: a presigned POST for one file, before the document names it. */
export const documentUploadBody = z.strictObject({
  fileName: z.string().trim().min(1, 'The file name is required.').max(255),
  fileType: z.enum(DOCUMENT_FILE_TYPES, { error: DOCUMENT_TYPE_REFUSED }),
  fileSize: z.number().int().min(1, 'The file is empty.').max(MAX_DOCUMENT_BYTES, DOCUMENT_TOO_LARGE),
});
export type DocumentUploadInput = z.infer<typeof documentUploadBody>;

export interface DocumentUploadTicket {
  url: string;
  fields: Record<string, string>;
  fileKey: string;
  expiresAt: string;
}

/** POST /documents. */
export const documentCreateBody = z
  .strictObject({
    ownerKind: labelled(z.enum(OWNER_KINDS), OWNER_KIND),
    ownerId: z.string().trim().max(20).optional(),
    docKind: z.enum(DOC_KINDS),
    label,
    expDate: isoDate.nullable().optional(),
    fileKey: fileKey.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.ownerKind !== 'company' && !b.ownerId) ctx.addIssue({ code: 'custom', path: ['ownerId'], message: `${ownerNumber(b.ownerKind)} is required for a ${b.ownerKind}.` });
    if (!mayHoldKind(b.ownerKind, b.docKind)) ctx.addIssue({ code: 'custom', path: ['docKind'], message: `A ${b.ownerKind} does not hold a ${b.docKind} document.` });
  });
export type DocumentCreateInput = z.infer<typeof documentCreateBody>;

/** PATCH /documents/{documentId}: label, kind and expiry under the version lock. */
export const documentUpdateBody = z.strictObject({
  docKind: z.enum(DOC_KINDS).optional(),
  label: label.optional(),
  expDate: isoDate.nullable().optional(),
  version: z.number().int().min(0).max(LIMITS.amount),
});
export type DocumentUpdateInput = z.infer<typeof documentUpdateBody>;

/** PUT /documents/{documentId}/file: an uploaded file takes the place of the old one. */
export const documentFileBody = z.strictObject({ fileKey, version: z.number().int().min(0).max(LIMITS.amount) });

/** GET /documents: the whole company, or one owner's documents. */
export const documentListQuery = z
  .strictObject({ ownerKind: z.enum(OWNER_KINDS).optional(), ownerId: z.string().trim().max(20).optional() })
  .refine((q) => !q.ownerId || q.ownerKind, { message: `${OWNER_KIND} is required with an owner number.`, path: ['ownerKind'] })
  .refine((q) => !q.ownerKind || q.ownerKind === 'company' || q.ownerId, { message: 'The tractor or driver number is required.', path: ['ownerId'] });

export type { DocumentStatus };

/**
 * One row of a document list: an uploaded document, or a driver's CDL or medical card read from his
 * driver record (`source`) when no document of that kind was uploaded for him.
 */
export interface DocumentRow {
  /** Unique in the list: the document id, or `DriverID:source`. */
  rowKey: string;
  documentId?: string;
  source: 'document' | DriverDateSource;
  ownerKind: OwnerKind;
  ownerId: string;
  ownerName: string;
  domicile: string;
  docKind: DocKind;
  docType: SpecDocType;
  label: string;
  expDate?: string;
  status: DocumentStatus;
  hasFile: boolean;
  fileName?: string;
  contentType?: string;
  updatedAt?: string;
  version?: number;
}

export interface DocumentList {
  /** The company's today, the day statuses were given for. */
  today: string;
  documents: DocumentRow[];
}

/** GET /documents/{documentId}/link: short-lived links to read the file in the page or save it. */
export interface DocumentLink {
  documentId: string;
  label: string;
  fileName: string;
  contentType: string;
  url: string;
  downloadUrl: string;
  expiresAt: string;
}
