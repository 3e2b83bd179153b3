import { randomUUID } from 'node:crypto';
import { CopyObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { safeFileName } from '#shared/uploads/upload-rules';
import { DOCUMENT_FILE_TYPES, DOCUMENT_TYPE_REFUSED, MAX_DOCUMENT_BYTES, NOT_A_PDF, PDF_DOES_NOT_OPEN, type DocumentUploadInput } from '#shared/documents/document-api';
import { presignedPost, s3Client } from '#lambdas/s3-client';
import { ValidationError } from '#lambdas/http/errors';
import { deleteObject, uploadsBucket } from '#lambdas/imports/uploads';
import { contentTypeOfUpload, pdfOpens, uploadBytes } from '#lambdas/uploads/file-content';

/** A presigned POST is good for this long; the browser starts the upload right away. */
export const UPLOAD_SECONDS = 10 * 60;
/** A link to read or save a document works this long; the viewer asks again when it reloads. */
export const LINK_SECONDS = 5 * 60;

/** Uploads land under tmp/ (removed after two days by the bucket rule) until a document names them. */
function uploadPrefix(companyId: string): string {
  return `tmp/documents/${encodeURIComponent(companyId)}/`;
}

export function documentFileKey(companyId: string, documentId: string, fileName: string): string {
  return `documents/${encodeURIComponent(companyId)}/${documentId}/${fileName}`;
}

export async function documentUploadPost(companyId: string, file: DocumentUploadInput) {
  const key = `${uploadPrefix(companyId)}${randomUUID()}/${safeFileName(file.fileName)}`;
  const post = await presignedPost({
    Bucket: uploadsBucket(),
    Key: key,
    Expires: UPLOAD_SECONDS,
    Fields: { 'Content-Type': file.fileType },
    // The announced size and type: storage itself refuses a larger file or another type.
    Conditions: [['content-length-range', 1, Math.min(file.fileSize, MAX_DOCUMENT_BYTES)], ['eq', '$Content-Type', file.fileType]],
  });
  return { url: post.url, fields: post.fields, fileKey: key, expiresAt: new Date(Date.now() + UPLOAD_SECONDS * 1000).toISOString() };
}

export interface AttachedFile {
  fileKey: string;
  fileName: string;
  contentType: string;
  fileSize: number;
}

const NOT_UPLOADED = 'The file was not uploaded, or its upload has expired. Upload it again.';

/** Moves an upload of this company to the document's own key; an upload key of anyone else is refused. */
export async function attachUpload(companyId: string, documentId: string, uploadKey: string): Promise<AttachedFile> {
  const prefix = uploadPrefix(companyId);
  const rest = uploadKey.startsWith(prefix) ? uploadKey.slice(prefix.length) : '';
  const match = /^[0-9a-f-]{36}\/([A-Za-z0-9._-]{1,120})$/.exec(rest);
  if (!match) throw new ValidationError(NOT_UPLOADED, { fileKey: 'Not an upload of this company.' });
  const head = await headOf(uploadKey);
  if (!head) throw new ValidationError(NOT_UPLOADED, { fileKey: 'No file was uploaded under this key.' });
  const fileName = match[1]!;
  const contentType = await checkedContentType(uploadKey, fileName, head.contentType);
  const target = documentFileKey(companyId, documentId, fileName);
  await s3Client().send(new CopyObjectCommand({ Bucket: uploadsBucket(), Key: target, CopySource: `${uploadsBucket()}/${encodeURI(uploadKey)}`, MetadataDirective: 'COPY' }));
  await deleteObject(uploadKey);
  return { fileKey: target, fileName, contentType, fileSize: head.size };
}

/**
 * The upload's real type, read from its content (the name and the announced type are the uploader's
 * word): a PDF, JPEG or PNG, and a PDF must open. A refused upload is removed; nothing is saved.
 */
async function checkedContentType(uploadKey: string, fileName: string, announced: string): Promise<string> {
  const found = await contentTypeOfUpload(uploadKey);
  const saidPdf = announced === 'application/pdf' || fileName.toLowerCase().endsWith('.pdf');
  let refusal: string | undefined;
  if (!found || !(DOCUMENT_FILE_TYPES as readonly string[]).includes(found)) refusal = saidPdf ? NOT_A_PDF : DOCUMENT_TYPE_REFUSED;
  else if (found === 'application/pdf' && !(await pdfOpens(await uploadBytes(uploadKey)))) refusal = PDF_DOES_NOT_OPEN;
  if (refusal === undefined) return found!;
  await deleteObject(uploadKey);
  throw new ValidationError(refusal, { fileKey: refusal });
}

async function headOf(key: string): Promise<{ contentType: string; size: number } | undefined> {
  try {
    const answer = await s3Client().send(new HeadObjectCommand({ Bucket: uploadsBucket(), Key: key }));
    return { contentType: answer.ContentType ?? 'application/octet-stream', size: answer.ContentLength ?? 0 };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as { name?: string }).name === 'NotFound') return undefined;
    throw error;
  }
}

/** Presigned GETs: one the page shows inline, one that saves the file under its name. */
export async function documentLinks(fileKey: string, fileName: string, contentType: string) {
  const inline = new GetObjectCommand({ Bucket: uploadsBucket(), Key: fileKey, ResponseContentType: contentType, ResponseContentDisposition: 'inline' });
  const save = new GetObjectCommand({ Bucket: uploadsBucket(), Key: fileKey, ResponseContentDisposition: `attachment; filename="${fileName.replace(/"/g, '')}"` });
  const [url, downloadUrl] = await Promise.all([getSignedUrl(s3Client(), inline, { expiresIn: LINK_SECONDS }), getSignedUrl(s3Client(), save, { expiresIn: LINK_SECONDS })]);
  return { url, downloadUrl, expiresAt: new Date(Date.now() + LINK_SECONDS * 1000).toISOString() };
}

/** The old file of a replaced or deleted document; a file already gone is no failure. */
export async function removeFile(fileKey: string | undefined): Promise<void> {
  if (fileKey) await deleteObject(fileKey);
}
