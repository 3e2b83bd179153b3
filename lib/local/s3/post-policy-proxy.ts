import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { keepIdleConnections } from '#lib/local/idle-connections';
import { checkFields, readPolicy } from './post-policy.ts';
import { isSigned, postPolicySigned, presignedProblem } from './request-signature.ts';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

const require = createRequire(import.meta.url);
const busboy = require('busboy') as (config: { headers: IncomingMessage['headers'] }) => NodeJS.WritableStream & {
  on(event: 'field', fn: (name: string, value: string) => void): void;
  on(event: 'file', fn: (name: string, stream: NodeJS.ReadableStream) => void): void;
  on(event: 'close' | 'error', fn: (error?: Error) => void): void;
};

function s3Error(res: ServerResponse, status: number, code: string, message: string, origin: string | undefined): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', ...(origin ? { 'access-control-allow-origin': origin } : {}) });
  res.end(body);
}

/** Forwards a request (with an already read body, or streaming it) to s3rver and its answer back. */
function forward(req: IncomingMessage, res: ServerResponse, upstreamPort: number, body?: Buffer): void {
  const upstream = request(
    // A new connection each time: s3rver closes idle ones after Node's 5 s, and a reused one it is closing resets.
    { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers, agent: false },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => (res.headersSent ? res.destroy() : s3Error(res, 502, 'InternalError', 'S3 emulator unreachable', undefined)));
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

/**
 * A browser POST upload is held until its policy is checked: fields first, then the file's size as it
 * streams in; a file over `content-length-range` is refused with EntityTooLarge and never reaches
 * s3rver. Every other request passes straight through.
 */
function checkPost(req: IncomingMessage, res: ServerResponse, bucket: string, upstreamPort: number, credentials: S3Credentials): void {
  const origin = req.headers.origin;
  const chunks: Buffer[] = [];
  const fields: Record<string, string> = {};
  let verdict: ReturnType<typeof checkFields> | undefined;
  let fileBytes = 0;
  let refused = false;
  const refuse = (status: number, code: string, message: string) => {
    if (refused) return;
    refused = true;
    req.unpipe();
    req.resume();
    s3Error(res, status, code, message, origin);
  };
  const parser = busboy({ headers: req.headers });
  parser.on('field', (name, value) => {
    fields[name.toLowerCase()] = value;
  });
  parser.on('file', (_name, stream) => {
    const policy = readPolicy(fields.policy);
    verdict = !policy
      ? { ok: false, code: 'AccessDenied', message: 'Bucket POST must contain a valid policy.' }
      : !postPolicySigned(fields, credentials)
        ? { ok: false, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.' }
        : checkFields(policy, fields, bucket);
    if (!verdict.ok) {
      refuse(403, verdict.code, verdict.message);
      stream.resume();
      return;
    }
    const { maxBytes } = verdict;
    stream.on('data', (data: Buffer) => {
      fileBytes += data.length;
      if (fileBytes > maxBytes) refuse(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    });
  });
  parser.on('close', () => {
    if (refused) return;
    if (!verdict?.ok) return refuse(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
    if (fileBytes < verdict.minBytes) return refuse(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
    forward(req, res, upstreamPort, Buffer.concat(chunks));
  });
  parser.on('error', (error) => refuse(400, 'MalformedPOSTRequest', error?.message ?? 'The body of your POST request is not well-formed multipart/form-data.'));
  req.on('data', (data: Buffer) => {
    if (!refused) chunks.push(data);
  });
  req.pipe(parser);
}

/**
 * The S3 endpoint the app uses: s3rver behind what it does not check, as the private buckets would:
 * every request signed (anonymous reads and listings refused), POST policies signed and kept.
 */
export async function startPostPolicyProxy(upstreamPort: number, bucket: string, credentials: S3Credentials): Promise<{ server: Server; port: number }> {
  const server = keepIdleConnections(createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const isPostUpload = req.method === 'POST' && path === `/${bucket}` && /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
    if (isPostUpload) checkPost(req, res, bucket, upstreamPort, credentials);
    // A CORS preflight carries no signature, in S3 as here.
    else if (req.method !== 'OPTIONS' && !isSigned(req)) {
      req.resume();
      s3Error(res, 403, 'AccessDenied', 'Access Denied', req.headers.origin);
    } else {
      // A presigned link: s3rver would let a tampered signature through (its header signatures differ from the SDK's).
      const problem = req.method !== 'OPTIONS' && !req.headers.authorization ? presignedProblem(req, credentials) : null;
      if (problem) {
        req.resume();
        s3Error(res, 403, problem.code, problem.message, req.headers.origin);
      } else forward(req, res, upstreamPort);
    }
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
