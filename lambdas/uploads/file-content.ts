import { GetObjectCommand } from '@aws-sdk/client-s3';
import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { s3Client } from '#lambdas/s3-client';
import { readObject, uploadsBucket } from '#lambdas/imports/uploads';

/** file-type reads at most this many leading bytes to know a file by its signature. */
const SIGNATURE_BYTES = 4_100;

/** The media type an uploaded object's first bytes show (its signature), whatever its name or announced type; undefined when none is known. */
export async function contentTypeOfUpload(key: string): Promise<string | undefined> {
  const answer = await s3Client().send(new GetObjectCommand({ Bucket: uploadsBucket(), Key: key, Range: `bytes=0-${SIGNATURE_BYTES - 1}` }));
  const head = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
  return (await fileTypeFromBuffer(head))?.mime;
}

/** Whether bytes are a PDF a reader can open: its signature alone does not make a file that opens. */
export async function pdfOpens(bytes: Uint8Array): Promise<boolean> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return pdf.getPageCount() > 0;
  } catch {
    return false;
  }
}

/** An uploaded object read whole, for a check of its content (documents are at most 10 MB). */
export async function uploadBytes(key: string): Promise<Uint8Array> {
  return readObject(key);
}
