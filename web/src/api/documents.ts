import type { DocumentCreateInput, DocumentLink, DocumentList, DocumentRow, DocumentUpdateInput, DocumentUploadTicket } from '#shared/documents/document-api';
import type { OwnerKind } from '#shared/documents/doc-kinds';
import { apiRequest } from './client.ts';
import { fillPath } from './payroll-endpoint.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One documents call as the route table names it, e.g. `PATCH /documents/{documentId}`. */
function documentCall<T>(endpoint: `${Method} /${string}`, params: Record<string, string> = {}, body?: unknown, query?: URLSearchParams): Promise<T> {
  const space = endpoint.indexOf(' ');
  const search = query && [...query.keys()].length > 0 ? `?${query.toString()}` : '';
  return apiRequest<T>(endpoint.slice(0, space) as Method, fillPath(endpoint.slice(space + 1), params) + search, body);
}

export const documentEndpoints = {
  list: 'GET /documents',
  mine: 'GET /me/documents',
  upload: 'POST /document-uploads',
  create: 'POST /documents',
  update: 'PATCH /documents/{documentId}',
  replaceFile: 'PUT /documents/{documentId}/file',
  remove: 'DELETE /documents/{documentId}',
  link: 'GET /documents/{documentId}/link',
} as const;

export interface MyDocuments extends DocumentList {
  tractorId: string | null;
}

export function listDocuments(owner?: { kind: OwnerKind; id: string }): Promise<DocumentList> {
  const query = new URLSearchParams(owner ? { ownerKind: owner.kind, ...(owner.kind === 'company' ? {} : { ownerId: owner.id }) } : {});
  return documentCall<DocumentList>(documentEndpoints.list, {}, undefined, query);
}

export const myDocuments = () => documentCall<MyDocuments>(documentEndpoints.mine);
export const documentLink = (documentId: string) => documentCall<DocumentLink>(documentEndpoints.link, { documentId });
export const createDocument = (input: DocumentCreateInput) => documentCall<DocumentRow>(documentEndpoints.create, {}, input);
export const updateDocument = (documentId: string, input: DocumentUpdateInput) => documentCall<unknown>(documentEndpoints.update, { documentId }, input);
export const replaceDocumentFile = (documentId: string, fileKey: string, version: number) => documentCall<unknown>(documentEndpoints.replaceFile, { documentId }, { fileKey, version });
export const deleteDocument = (documentId: string) => documentCall<unknown>(documentEndpoints.remove, { documentId });

/** Sends a file straight to storage through a presigned POST; answers the key a document then names. */
export async function uploadDocumentFile(file: File): Promise<string> {
  const ticket = await documentCall<DocumentUploadTicket>(documentEndpoints.upload, {}, { fileName: file.name, fileType: file.type, fileSize: file.size });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  if (!stored.ok) throw new Error(`The file was refused by storage (${stored.status}).`);
  return ticket.fileKey;
}
