import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '#lambdas/s3-client';

/** How long a signed media link in an answer stays usable; the SPA asks again when it reloads. */
const LINK_SECONDS = 12 * 60 * 60;

function bucket(): string {
  const name = process.env.UPLOADS_BUCKET;
  if (!name) throw new Error('UPLOADS_BUCKET is not set');
  return name;
}

/** A time-limited GET link to a private object, or null when there is no key. */
export async function signedMediaUrl(key: string | null | undefined): Promise<string | null> {
  if (!key) return null;
  return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket(), Key: key }), { expiresIn: LINK_SECONDS });
}

export async function objectExists(key: string): Promise<boolean> {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return true;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as { name?: string }).name === 'NotFound') return false;
    throw error;
  }
}
