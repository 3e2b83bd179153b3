import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { presignedProblem } from '#lib/local/s3/request-signature';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#lib/local/names';

const ENDPOINT = 'http://127.0.0.1:41234';
const client = new S3Client({ endpoint: ENDPOINT, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
const SIGNED_AT = Date.UTC(2026, 10, 27, 12, 0, 0);

/** A presigned GET as the SDK makes it, as the emulator receives it (path, query and Host header). */
async function link(key: string, expiresIn = 900): Promise<{ method: string; url: string; headers: Record<string, string> }> {
  const url = new URL(await getSignedUrl(client, new GetObjectCommand({ Bucket: 'uploads', Key: key }), { expiresIn, signingDate: new Date(SIGNED_AT) }));
  return { method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host } };
}

const credentials = { accessKeyId: LOCAL_CREDENTIALS.accessKeyId, secretAccessKey: LOCAL_CREDENTIALS.secretAccessKey };

describe('presigned links in the local S3, checked as S3 checks them', () => {
  it('serves a link the SDK signed until it expires, then refuses it as expired', async () => {
    for (const key of ['paydocs/red-mesa-freight/2026-11-21/1004500.pdf', 'forms/a b/José (copy)!.jpg']) {
      const req = await link(key);
      expect(presignedProblem(req, credentials, SIGNED_AT + 1_000), key).toBeNull();
      expect(presignedProblem(req, credentials, SIGNED_AT + 900_000 + 1_000), key).toEqual({ code: 'AccessDenied', message: 'Request has expired' });
    }
  });

  it('refuses an all-zero signature, a longer X-Amz-Expires, another path, another method and another secret', async () => {
    const req = await link('paydocs/red-mesa-freight/2026-11-21/1004500.pdf');
    const at = SIGNED_AT + 1_000;
    const signature = new URL(req.url, ENDPOINT).searchParams.get('X-Amz-Signature')!;
    const tampered = [
      { ...req, url: req.url.replace(signature, '0'.repeat(64)) },
      { ...req, url: req.url.replace('X-Amz-Expires=900', 'X-Amz-Expires=604800') },
      { ...req, url: req.url.replace('1004500.pdf', '1004501.pdf') },
      { ...req, method: 'DELETE' },
      { ...req, headers: { host: '127.0.0.1:9' } },
    ];
    for (const t of tampered) expect(presignedProblem(t, credentials, at), t.url).toMatchObject({ code: 'SignatureDoesNotMatch' });
    expect(presignedProblem(req, { ...credentials, secretAccessKey: 'other' }, at)).toMatchObject({ code: 'SignatureDoesNotMatch' });
    expect(presignedProblem({ ...req, url: `${req.url}%` }, credentials, at)).toMatchObject({ code: 'SignatureDoesNotMatch' });
  });
});
