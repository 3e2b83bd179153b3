import { ANY_SIGNED_IN, type RouteDef } from '#lambdas/route-types';

/** Document Manager and the papers of the company, its tractors and drivers: up to the shop manager (report minimum role 4). */
const DOCUMENT_STAFF = 4;
const READ = { table: 'read' } as const;
const READ_FILES = { table: 'read', uploads: 'read' } as const;
const WRITE_FILES = { table: 'readWrite', uploads: 'readWrite' } as const;

/** Company, vehicle and driver documents with their expiry (spec documents; fleet-rules "Documents"). */
export const documentRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/documents', handler: 'documents/list-documents', minRole: DOCUMENT_STAFF, scope: 'company',
    summary: "Document Manager: every document with its expiry status, expired and expiring first, drivers' CDL and medical card included; or one owner's (ownerKind, ownerId)",
    replaces: 'documents (docType and reportId)', access: READ,
  },
  {
    method: 'GET', path: '/me/documents', handler: 'documents/my-documents', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "The caller's phone documents: the company's, his own and his current tractor's cab papers", access: READ,
  },
  {
    method: 'POST', path: '/document-uploads', handler: 'documents/create-upload', minRole: DOCUMENT_STAFF, scope: 'company',
    summary: 'Presigned upload of a document file (PDF, JPEG or PNG, at most 10 MB)', replaces: 'storage upload', access: WRITE_FILES,
  },
  {
    method: 'POST', path: '/documents', handler: 'documents/create-document', minRole: DOCUMENT_STAFF, scope: 'company',
    summary: 'Add a company, tractor or driver document with its expiry and uploaded file', access: WRITE_FILES,
  },
  {
    method: 'PATCH', path: '/documents/{documentId}', handler: 'documents/update-document', minRole: DOCUMENT_STAFF, scope: 'company',
    summary: "Edit a document's label, kind and expiry (version lock)", access: { table: 'readWrite' },
  },
  {
    method: 'PUT', path: '/documents/{documentId}/file', handler: 'documents/replace-file', minRole: DOCUMENT_STAFF, scope: 'company',
    summary: "Replace a document's file with a new upload (version lock)", access: WRITE_FILES,
  },
  {
    method: 'DELETE', path: '/documents/{documentId}', handler: 'documents/delete-document', minRole: DOCUMENT_STAFF, scope: 'company',
    summary: 'Remove a document and its file', access: WRITE_FILES,
  },
  {
    method: 'GET', path: '/documents/{documentId}/link', handler: 'documents/get-document-link', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'document',
    summary: "Links to a document's file that expire in 5 minutes, for the viewer; a driver only the company's, his own and his tractor's", access: READ_FILES,
  },
];
