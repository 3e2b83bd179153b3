import { documentIdParams } from '#shared/documents/document-api';
import { fleetDocumentEntity } from '#lambdas/data/entities/fleet-document';
import { companyRoute } from '#lambdas/http/route-handler';
import { noContent } from '#lambdas/http/respond';
import { loadDocument } from './document-access.ts';
import { removeFile } from './document-files.ts';

/** Removes a document and its file. */
export const handler = companyRoute({ params: documentIdParams }, async ({ caller, params }) => {
  const doc = await loadDocument(caller.companyId, params.documentId);
  await fleetDocumentEntity().delete({ companyId: caller.companyId, id: doc.id }).go();
  await removeFile(doc.fileKey);
  return noContent();
});
