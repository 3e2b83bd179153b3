import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * What the private buckets require and s3rver does not: a SigV4 signature on every request. s3rver
 * serves anonymous requests and lets a mismatched signature through; presigned links are checked here. Plain
 * Node, no loader: it runs inside the S3 emulator's child process.
 */
export function isSigned(req: IncomingMessage): boolean {
  if (/^AWS4-HMAC-SHA256 /.test(req.headers.authorization ?? '')) return true;
  const query = new URL(req.url ?? '/', 'http://s3').searchParams;
  return query.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256' && query.has('X-Amz-Signature');
}

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * A browser POST's policy signature: HMAC of the base64 policy with the key derived from the secret
 * and the credential scope (`AKID/date/region/s3/aws4_request`) the form names.
 */
export function postPolicySigned(fields: Readonly<Record<string, string>>, credentials: { accessKeyId: string; secretAccessKey: string }): boolean {
  const [accessKeyId, date, region, service, terminator] = (fields['x-amz-credential'] ?? '').split('/');
  const signature = fields['x-amz-signature'];
  const policy = fields.policy;
  if (!policy || !signature || accessKeyId !== credentials.accessKeyId || !date || !region || service !== 's3' || terminator !== 'aws4_request') return false;
  if (fields['x-amz-algorithm'] !== 'AWS4-HMAC-SHA256') return false;
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), region), 's3'), 'aws4_request');
  return hmac(key, policy).toString('hex') === signature.toLowerCase();
}

/** RFC 3986 encoding as SigV4 wants it: encodeURIComponent plus the five characters it leaves alone. */
const escape = (value: string): string => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex');

/** `X-Amz-Date`'s basic ISO form (20260102T030405Z) as milliseconds, or NaN. */
function amzDateMs(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN;
}

/**
 * Checks a presigned (query-signed) request as S3 does: the signature over the method, path, query and
 * signed headers with the key derived from the secret, and the link's expiry. Resolves null when it holds,
 * else the S3 error code and message. A tampered `X-Amz-Expires` changes the query, so the signature fails.
 */
export function presignedProblem(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  credentials: { accessKeyId: string; secretAccessKey: string },
  now: number = Date.now(),
): { code: string; message: string } | null {
  const mismatch = { code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.' };
  const [path = '/', rawQuery = ''] = (req.url ?? '/').split('?', 2);
  let pairs: Array<readonly [string, string]>;
  try {
    pairs = rawQuery.split('&').filter(Boolean).map((part) => {
      const at = part.indexOf('=');
      const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, '%20'));
      return at < 0 ? [decode(part), ''] as const : [decode(part.slice(0, at)), decode(part.slice(at + 1))] as const;
    });
  } catch {
    return mismatch;
  }
  const query = new Map(pairs);
  const [accessKeyId, day, region, service, terminator] = (query.get('X-Amz-Credential') ?? '').split('/');
  const amzDate = query.get('X-Amz-Date') ?? '';
  const expires = Number(query.get('X-Amz-Expires'));
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  if (accessKeyId !== credentials.accessKeyId || !day || !region || service !== 's3' || terminator !== 'aws4_request' || !amzDate.startsWith(day)) return mismatch;
  if (!Number.isInteger(expires) || expires < 1 || expires > 604_800 || signedHeaders.length === 0) return mismatch;
  const canonicalQuery = pairs.filter(([key]) => key !== 'X-Amz-Signature').map(([key, value]) => `${escape(key)}=${escape(value)}`).sort().join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method ?? 'GET', path, canonicalQuery, canonicalHeaders, signedHeaders.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const expected = hmac(key, ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n')).toString('hex');
  if (expected !== (query.get('X-Amz-Signature') ?? '').toLowerCase()) return mismatch;
  if (now > amzDateMs(amzDate) + expires * 1000) return { code: 'AccessDenied', message: 'Request has expired' };
  return null;
}
