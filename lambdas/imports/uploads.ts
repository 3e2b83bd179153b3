import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '#lambdas/s3-client';
import { runtimeEnv } from '#lambdas/runtime-env';

export function uploadsBucket(): string {
  const bucket = runtimeEnv().UPLOADS_BUCKET;
  if (!bucket) throw new Error('UPLOADS_BUCKET is not set');
  return bucket;
}

/** Every statement upload of a company lives under this prefix; imports accept no key outside it. */
export function statementPrefix(companyId: string): string {
  return `tmp/imports/${encodeURIComponent(companyId)}/statements/`;
}

export async function presignedPut(key: string, contentType: string, seconds: number): Promise<string> {
  return getSignedUrl(s3Client(), new PutObjectCommand({ Bucket: uploadsBucket(), Key: key, ContentType: contentType }), { expiresIn: seconds });
}

/**
 * A link that reads one object for `seconds`. With a file name, the browser saves it under that name
 * (`attachment`), or shows it in the page, a frame or a new tab and offers that name when saved (`inline`).
 */
export async function presignedGet(key: string, seconds: number, fileName?: string, shown: 'attachment' | 'inline' = 'attachment'): Promise<string> {
  const disposition = fileName ? { ResponseContentDisposition: `${shown}; filename="${fileName.replace(/"/g, '')}"` } : {};
  return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: uploadsBucket(), Key: key, ...disposition }), { expiresIn: seconds });
}

/** A template page's pair of links to one object: `url` saves it, `viewUrl` shows it (its frame, a new tab). */
export async function saveAndViewLinks(key: string, seconds: number, fileName: string): Promise<{ url: string; viewUrl: string }> {
  const [url, viewUrl] = await Promise.all([presignedGet(key, seconds, fileName), presignedGet(key, seconds, fileName, 'inline')]);
  return { url, viewUrl };
}

export async function readObject(key: string): Promise<Uint8Array> {
  const answer = await s3Client().send(new GetObjectCommand({ Bucket: uploadsBucket(), Key: key }));
  if (!answer.Body) throw new Error(`Object ${key} has no body`);
  return answer.Body.transformToByteArray();
}

export async function writeObject(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
  await s3Client().send(new PutObjectCommand({ Bucket: uploadsBucket(), Key: key, Body: body, ContentType: contentType }));
}

export async function deleteObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key: key }));
}
