import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#lib/local/names';
import { api, idTokenFor, RED_MESA } from '../support/tokens.ts';

/** The uploads bucket is private: only signed requests get in, as in AWS (the emulator behind it serves anyone). */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let bucketUrl: string;
let key: string;
let signedGetUrl: string;
let form: Record<string, string>;

async function upload(fields: Record<string, string>): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
  return fetch(bucketUrl, { method: 'POST', body });
}

beforeAll(async () => {
  const token = await idTokenFor(RED_MESA.driver);
  const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  const created = await api('POST', '/uploads', { as: RED_MESA.driver, body: { savePath: `chatProfilePhotos/${sub}`, fileName: 'me.png', fileType: 'image/png', fileSize: PNG.length } });
  expect(created.status).toBe(201);
  bucketUrl = created.body.url;
  form = created.body.fields;
  key = form.key!;
  signedGetUrl = created.body.upload.url;
  expect((await upload(form)).status).toBe(204);
});

const accessDenied = async (res: Response) => ({ status: res.status, text: await res.text() });

describe('local S3: private uploads bucket', () => {
  it('a presigned GET of an uploaded object is served', async () => {
    const res = await fetch(signedGetUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it('the same object without a signature is refused with 403 AccessDenied', async () => {
    const res = await accessDenied(await fetch(`${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`));
    expect(res.status).toBe(403);
    expect(res.text).toContain('<Code>AccessDenied</Code>');
  });

  it('an anonymous listing of the bucket is refused with 403 AccessDenied', async () => {
    for (const url of [bucketUrl, `${bucketUrl}?list-type=2&prefix=companyProfile/`]) {
      const res = await accessDenied(await fetch(url));
      expect(res.status).toBe(403);
      expect(res.text).toContain('<Code>AccessDenied</Code>');
    }
  });

  it('a presigned URL past its expiry is refused with 403 AccessDenied', async () => {
    const s3 = new S3Client({ endpoint: new URL(bucketUrl).origin, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
    const bucket = new URL(bucketUrl).pathname.slice(1);
    const command = new GetObjectCommand({ Bucket: bucket, Key: key });
    const expired = await getSignedUrl(s3, command, { expiresIn: 60, signingDate: new Date(Date.now() - 120_000) });
    const res = await accessDenied(await fetch(expired));
    expect(res.status).toBe(403);
    expect(res.text).toContain('<Code>AccessDenied</Code>');
    expect(res.text).toContain('Request has expired');
    const fresh = await getSignedUrl(s3, command, { expiresIn: 60 });
    expect((await fetch(fresh)).status).toBe(200);
  });

  it('a browser POST whose policy signature was tampered with is refused with SignatureDoesNotMatch', async () => {
    const res = await upload({ ...form, 'x-amz-signature': '0'.repeat(64) });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('SignatureDoesNotMatch');
  });
});
