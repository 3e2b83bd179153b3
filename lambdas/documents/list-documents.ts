import { documentListQuery } from '#shared/documents/document-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadDocumentList } from './document-list.ts';

/** The Document Manager (every document, expired and expiring first) or one owner's documents. */
export const handler = companyRoute({ query: documentListQuery }, async ({ caller, query }) => {
  if (!query.ownerKind) return loadDocumentList(caller.companyId, 'all');
  return loadDocumentList(caller.companyId, [{ kind: query.ownerKind, id: query.ownerKind === 'company' ? '' : (query.ownerId ?? '') }]);
});
