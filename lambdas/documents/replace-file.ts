import { documentFileBody, documentIdParams } from '#shared/documents/document-api';
import { fleetDocumentEntity } from '#lambdas/data/entities/fleet-document';
import { ConflictError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { loadDocument } from './document-access.ts';
import { attachUpload, removeFile } from './document-files.ts';

/** A new file (a renewed registration, a clearer scan) takes the place of the document's old one. */
export const handler = companyRoute({ params: documentIdParams, body: documentFileBody }, async ({ caller, params, body }) => {
  const doc = await loadDocument(caller.companyId, params.documentId);
  if (doc.version !== body.version) throw new ConflictError();
  const file = await attachUpload(caller.companyId, doc.id, body.fileKey);
  try {
    const { data } = await fleetDocumentEntity()
      .patch({ companyId: caller.companyId, id: doc.id })
      .set({ ...file, updatedBy: caller.displayName, updatedAt: new Date().toISOString(), version: body.version + 1 })
      .where((attr, op) => op.eq(attr.version, body.version))
      .go({ response: 'all_new' });
    // The same file name lands on the same key: then the new object already replaced the old one.
    if (doc.fileKey !== file.fileKey) await removeFile(doc.fileKey);
    return data;
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
});
