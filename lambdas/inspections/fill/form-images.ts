import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { FORM_LIMITS } from '#shared/forms/form-fields';
import type { UploadTicket } from '#shared/forms/fill-api';
import { presignedPost, s3Client } from '#lambdas/s3-client';
import { presignedGet, uploadsBucket } from '#lambdas/imports/uploads';

/** A presigned POST is good for this long; the phone starts the upload right away. */
const UPLOAD_SECONDS = 10 * 60;
/** Photos shown in a review (§396.13) are readable this long. */
export const PHOTO_LINK_SECONDS = 5 * 60;

/** Who uploads: a signed-in person (his own folder) or a tractor's inspection link (the link's folder). */
export type Uploader = { kind: 'user'; uid: string } | { kind: 'link'; linkId: string };

/** The one folder an uploader's images may come from: another person's or another link's keys are refused. */
export function imageFolder(companyId: string, uploader: Uploader): string {
  const base = `formSubmissions/${companyId}/`;
  return uploader.kind === 'user' ? `${base}uploads/${uploader.uid}/` : `${base}links/${uploader.linkId}/`;
}

const IMAGE_NAME = /^[0-9a-f-]{36}\.jpg$/;

/**
 * A presigned POST for one JPEG of at most FORM_LIMITS.imageBytes; storage itself refuses a larger file or
 * another type. With the phone's own `imageId` the key is made from it, so a replayed upload writes the same key.
 */
export async function imageUploadPost(companyId: string, uploader: Uploader, imageId: string = randomUUID()): Promise<UploadTicket> {
  const key = `${imageFolder(companyId, uploader)}${imageId}.jpg`;
  const post = await presignedPost({
    Bucket: uploadsBucket(),
    Key: key,
    Expires: UPLOAD_SECONDS,
    Fields: { 'Content-Type': 'image/jpeg' },
    Conditions: [['content-length-range', 1, FORM_LIMITS.imageBytes], ['eq', '$Content-Type', 'image/jpeg']],
  });
  return { url: post.url, fields: post.fields, key, expiresAt: new Date(Date.now() + UPLOAD_SECONDS * 1000).toISOString() };
}

async function sizeOf(key: string): Promise<number | undefined> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: uploadsBucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403 || (error as { name?: string }).name === 'NotFound') return undefined;
    throw error;
  }
}

/**
 * Why an image key may not be stored, or undefined when it may: it must be in the uploader's own folder
 * of this company, exist, and be at most FORM_LIMITS.imageBytes.
 */
export async function imageKeyProblem(companyId: string, uploader: Uploader, key: string): Promise<string | undefined> {
  const folder = imageFolder(companyId, uploader);
  if (!key.startsWith(folder) || !IMAGE_NAME.test(key.slice(folder.length))) return 'This image was not uploaded from this form.';
  const size = await sizeOf(key);
  if (size === undefined) return 'This image was not uploaded, or its upload failed. Add it again.';
  if (size > FORM_LIMITS.imageBytes) return 'A photo may be at most 5 MB.';
  return undefined;
}

/** Checks every named image at once; answers errors keyed by the field that named each bad key. */
export async function imageErrors(companyId: string, uploader: Uploader, named: readonly { field: string; key: string }[]): Promise<Record<string, string>> {
  const problems = await Promise.all(named.map(async (n) => ({ field: n.field, problem: await imageKeyProblem(companyId, uploader, n.key) })));
  const errors: Record<string, string> = {};
  for (const { field, problem } of problems) if (problem) errors[field] ??= problem;
  return errors;
}

/** Short-lived links to read review photos. */
export function photoLinks(keys: readonly string[]): Promise<string[]> {
  return Promise.all(keys.map((key) => presignedGet(key, PHOTO_LINK_SECONDS)));
}
