import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * What the private buckets require and s3rver does not: a SigV4 signature on every request. s3rver
 * serves anonymous requests; the header and query signatures it does check, expiry included. Plain
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
