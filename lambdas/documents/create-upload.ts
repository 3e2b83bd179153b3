import { documentUploadBody, type DocumentUploadTicket } from '#shared/documents/document-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { json } from '#lambdas/http/respond';
import { documentUploadPost } from './document-files.ts';

/** A presigned POST for one document file (PDF, JPEG or PNG, at most 10 MB); a document then names its key. */
export const handler = companyRoute({ body: documentUploadBody }, async ({ caller, body }) => {
  const ticket: DocumentUploadTicket = await documentUploadPost(caller.companyId, body);
  return json(201, ticket);
});
