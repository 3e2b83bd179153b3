import { documentIdParams, documentUpdateBody } from '#shared/documents/document-api';
import { mayHoldKind } from '#shared/documents/doc-kinds';
import { fleetDocumentEntity } from '#lambdas/data/entities/fleet-document';
import { ConflictError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { loadDocument } from './document-access.ts';
import { writeDriverRecordDate } from './driver-record-date.ts';

/** Edits a document's label, kind and expiry under its version lock (null expDate: it does not expire). */
export const handler = companyRoute({ params: documentIdParams, body: documentUpdateBody }, async ({ caller, params, body }) => {
  const doc = await loadDocument(caller.companyId, params.documentId);
  if (body.docKind && !mayHoldKind(doc.ownerKind, body.docKind)) {
    throw new ValidationError(`A ${doc.ownerKind} does not hold a ${body.docKind} document.`, { docKind: `A ${doc.ownerKind} does not hold a ${body.docKind} document.` });
  }
  if (doc.version !== body.version) throw new ConflictError();
  const changes = fleetDocumentEntity()
    .patch({ companyId: caller.companyId, id: doc.id })
    .set({
      ...(body.docKind ? { docKind: body.docKind } : {}),
      ...(body.label ? { label: body.label } : {}),
      ...(body.expDate ? { expDate: body.expDate } : {}),
      updatedBy: caller.displayName,
      updatedAt: new Date().toISOString(),
      version: body.version + 1,
    });
  const update = (body.expDate === null ? changes.remove(['expDate']) : changes).where((attr, op) => op.eq(attr.version, body.version));
  try {
    const { data } = await update.go({ response: 'all_new' });
    await writeDriverRecordDate(caller.companyId, { kind: doc.ownerKind, id: doc.ownerId }, body.docKind ?? doc.docKind, body.expDate);
    return data;
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
});
