import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { CognitoError, UnsupportedError } from 'cognito-local/lib/errors.js';
import type { Router } from 'cognito-local/lib/server/Router.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { keepIdleConnections } from '#lib/local/idle-connections';
import type { Mailbox } from './mailbox.ts';
import { PASS, type Shim } from './shims/index.ts';

export interface CognitoHttpDeps {
  ctx: Context;
  router: Router;
  shims: Record<string, Shim>;
  /** What Cognito e-mailed, served at `GET /_mailbox?to=` (local only: AWS has no such door). */
  mailbox: Mailbox;
  /** The pool's discovery documents, served under `/{userPoolId}/.well-known/`. */
  wellKnown(userPoolId: string): { jwks: object; openidConfiguration: object } | null;
}

const AMZ_JSON = 'application/x-amz-json-1.1';

/** Administrator operations are IAM-authorized: Cognito refuses them without a SigV4 signature, cognito-local does not. */
const needsSignature = (target: string): boolean => target.startsWith('Admin');

/**
 * Cognito's JSON protocol (POST / with `x-amz-target`) plus the pool's JWKS, with CORS for any origin:
 * the server listens on loopback only, and Cognito itself answers browsers from every origin.
 */
export function createCognitoHttpServer(deps: CognitoHttpDeps): Server {
  return keepIdleConnections(createServer((req, res) => {
    handle(deps, req, res).catch((error: unknown) => {
      console.error('[local cognito]', error);
      if (!res.headersSent) send(res, 500, { __type: 'InternalErrorException', message: 'Internal error' });
    });
  }));
}

async function handle(deps: CognitoHttpDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date');
  res.setHeader('x-amzn-requestid', randomUUID());
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Access-Control-Max-Age', '600');
    res.writeHead(204).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://local');
  const path = url.pathname;
  if (req.method === 'GET' && path === '/_mailbox') {
    return send(res, 200, { letters: await deps.mailbox.lettersTo(url.searchParams.get('to') ?? undefined) }, 'application/json');
  }
  if (req.method === 'GET') return serveGet(deps, path, res);
  if (req.method !== 'POST' || path !== '/') return send(res, 404, { message: 'Not Found' });

  const target = String(req.headers['x-amz-target'] ?? '').split('.')[1];
  if (!target) return sendError(res, 400, 'UnknownOperationException', 'Missing or invalid x-amz-target header');
  if (needsSignature(target) && !/^AWS4-HMAC-SHA256 /.test(req.headers.authorization ?? '')) {
    req.resume();
    return sendError(res, 400, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
  }
  let body: Record<string, unknown>;
  try {
    const text = await readBody(req);
    body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    return sendError(res, 400, 'SerializationException', 'Request body is not valid JSON');
  }
  try {
    const shimmed = deps.shims[target] ? await deps.shims[target](body) : PASS;
    const output = shimmed === PASS ? await deps.router(target)(deps.ctx, body) : shimmed;
    send(res, 200, output);
  } catch (error) {
    if (error instanceof CognitoError) return sendError(res, 400, error.code, error.message);
    if (error instanceof UnsupportedError) {
      // Loud on purpose: an Amplify upgrade that starts calling something new shows up here first.
      console.error(`[local cognito] unsupported: ${target}: ${error.message}`);
      return sendError(res, 400, 'UnsupportedOperationException', `Cognito Local unsupported feature: ${error.message}`);
    }
    throw error;
  }
}

function serveGet(deps: CognitoHttpDeps, path: string, res: ServerResponse): void {
  if (path === '/health') return send(res, 200, { ok: true }, 'application/json');
  const match = /^\/([^/]+)\/\.well-known\/(jwks\.json|openid-configuration)$/.exec(path);
  const docs = match?.[1] ? deps.wellKnown(match[1]) : null;
  if (!match || !docs) return send(res, 404, { message: 'Not Found' }, 'application/json');
  send(res, 200, match[2] === 'jwks.json' ? docs.jwks : docs.openidConfiguration, 'application/json');
}

function sendError(res: ServerResponse, status: number, type: string, message: string): void {
  res.setHeader('x-amzn-errortype', type);
  send(res, status, { __type: type, message });
}

/** Cognito sends timestamps as epoch seconds. */
function epochSeconds(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Date ? Math.floor(raw.getTime() / 1000) : value;
}

function send(res: ServerResponse, status: number, body: unknown, contentType = AMZ_JSON): void {
  res.writeHead(status, { 'Content-Type': contentType }).end(JSON.stringify(body, epochSeconds));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
