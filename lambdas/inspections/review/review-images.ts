import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { FORM_LIMITS } from '#shared/forms/form-fields';
import { presignedPost, s3Client } from '#lambdas/s3-client';
import { ValidationError } from '#lambdas/http/errors';
import { deleteObject, presignedGet, uploadsBucket } from '#lambdas/imports/uploads';

/** A presigned POST is good for this long; a photo link for the review page this long. */
const UPLOAD_SECONDS = 10 * 60;
export const IMAGE_LINK_SECONDS = 5 * 60;

/** Every photo and signature of the company's forms lives under this path. */
export function formImagesPrefix(companyId: string): string {
  return `formSubmissions/${encodeURIComponent(companyId)}/`;
}

function resolutionPrefix(companyId: string): string {
  return `${formImagesPrefix(companyId)}resolutions/`;
}

/** A presigned POST for one repair photo: JPEG, at most 5 MB (storage refuses anything else). */
export async function resolutionUploadPost(companyId: string, fileSize: number) {
  const key = `${resolutionPrefix(companyId)}${randomUUID()}.jpg`;
  const post = await presignedPost({
    Bucket: uploadsBucket(),
    Key: key,
    Expires: UPLOAD_SECONDS,
    Fields: { 'Content-Type': 'image/jpeg' },
    Conditions: [['content-length-range', 1, Math.min(fileSize, FORM_LIMITS.imageBytes)], ['eq', '$Content-Type', 'image/jpeg']],
  });
  return { url: post.url, fields: post.fields, fileKey: key, expiresAt: new Date(Date.now() + UPLOAD_SECONDS * 1000).toISOString() };
}

async function sizeOf(key: string): Promise<number | undefined> {
  try {
    return (await s3Client().send(new HeadObjectCommand({ Bucket: uploadsBucket(), Key: key }))).ContentLength ?? 0;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as { name?: string }).name === 'NotFound') return undefined;
    throw error;
  }
}

/** Each repair photo key must be an upload of this company's that exists and is within the size limit. */
export async function checkResolutionImages(companyId: string, keys: readonly string[]): Promise<void> {
  const pattern = new RegExp(`^${resolutionPrefix(companyId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[0-9a-f-]{36}\\.jpg$`);
  const fields: Record<string, string> = {};
  await Promise.all(keys.map(async (key, i) => {
    if (!pattern.test(key)) {
      fields[`images.${i}`] = 'Not a repair photo uploaded for this company.';
      return;
    }
    const size = await sizeOf(key);
    if (size === undefined) fields[`images.${i}`] = 'No photo was uploaded under this key.';
    else if (size > FORM_LIMITS.imageBytes) fields[`images.${i}`] = 'A photo is at most 5 MB.';
  }));
  if (Object.keys(fields).length > 0) throw new ValidationError(`Invalid body: ${Object.keys(fields).join(', ')}`, fields);
}

/** 5-minute links to the company's own images; a key outside its path gets none. */
export async function imageLinks(companyId: string, keys: readonly string[]): Promise<Record<string, string>> {
  const prefix = formImagesPrefix(companyId);
  const own = [...new Set(keys)].filter((k) => k.startsWith(prefix));
  const urls = await Promise.all(own.map((k) => presignedGet(k, IMAGE_LINK_SECONDS)));
  return Object.fromEntries(own.map((k, i) => [k, urls[i]!]));
}

/** Removes the company's own images; one already gone is no failure. */
export async function deleteImages(companyId: string, keys: readonly string[]): Promise<void> {
  const prefix = formImagesPrefix(companyId);
  await Promise.all([...new Set(keys)].filter((k) => k.startsWith(prefix)).map((k) => deleteObject(k)));
}
