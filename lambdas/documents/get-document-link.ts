import { documentIdParams, type DocumentLink } from '#shared/documents/document-api';
import { NotFoundError } from '#lambdas/http/errors';
import { signedInRoute } from '#lambdas/http/route-handler';
import { documentOfReader } from './document-access.ts';
import { documentLinks } from './document-files.ts';

/**
 * Short-lived links to a document's file for the viewer. Who may read which paper is the route table's
 * `document` owner rule, checked before this runs; the document is read once for both.
 */
export const handler = signedInRoute({ params: documentIdParams }, async ({ caller, params }) => {
  const doc = await documentOfReader(caller, params.documentId);
  if (!doc.fileKey) throw new NotFoundError('This document has no file yet.');
  const fileName = doc.fileName ?? 'document';
  const contentType = doc.contentType ?? 'application/pdf';
  const links = await documentLinks(doc.fileKey, fileName, contentType);
  const link: DocumentLink = { documentId: doc.id, label: doc.label, fileName, contentType, ...links };
  return link;
});
