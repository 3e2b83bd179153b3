import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/**
 * PostToConnection without the SDK client must still be a request API Gateway accepts: the same path
 * as the SDK's, and a signature over exactly the bytes on the wire.
 */
const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session-token-example' };
const REGION = 'us-west-2';
/** Characters a connection id can hold that need encoding in a path. */
const CONNECTION_ID = 'L0SM+9cO/Fv=Hc(w)*';

interface Captured {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

let server: Server;
let endpoint: string;
let captured: Captured[] = [];
let answers: Array<{ status: number; type?: string }> = [];

function capture(req: IncomingMessage): Promise<Captured> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () =>
      resolve({ method: req.method ?? '', url: req.url ?? '', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString() }),
    );
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void capture(req).then((c) => {
      captured.push(c);
      const answer = answers.shift() ?? { status: 200 };
      res.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.type ? { 'x-amzn-errortype': answer.type } : {}) });
      res.end(answer.status === 200 ? '' : JSON.stringify({ message: 'answer from the test' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/production`;
  Object.assign(process.env, {
    SOCKETS_ENDPOINT: endpoint,
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    AWS_SESSION_TOKEN: CREDENTIALS.sessionToken,
  });
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  captured = [];
  answers = [];
});

async function post(data: string) {
  const { postToConnection } = await import('#lambdas/realtime/post-to-connection');
  return postToConnection(CONNECTION_ID, data);
}

describe('postToConnection', () => {
  it('addresses the same path under the stage as the SDK client does', async () => {
    const sdk = new ApiGatewayManagementApiClient({ endpoint, region: REGION, credentials: CREDENTIALS });
    await sdk.send(new PostToConnectionCommand({ ConnectionId: CONNECTION_ID, Data: '{"hello":"driver"}' }));
    sdk.destroy();
    await post('{"hello":"driver"}');
    const [fromSdk, ours] = captured;
    expect(ours!.method).toBe('POST');
    expect(ours!.url).toBe(fromSdk!.url);
    expect(ours!.url.startsWith('/production/@connections/')).toBe(true);
    expect(ours!.body).toBe(fromSdk!.body);
  });

  it('signs exactly what it sends, with the credential scope and session token the SDK uses', async () => {
    const sdk = new ApiGatewayManagementApiClient({ endpoint, region: REGION, credentials: CREDENTIALS });
    await sdk.send(new PostToConnectionCommand({ ConnectionId: CONNECTION_ID, Data: 'x' }));
    sdk.destroy();
    await post('{"type":"message","text":"Load 4471 picked up"}');
    const [fromSdk, ours] = captured as [Captured, Captured];
    const scope = (c: Captured) => /Credential=[^/]+\/\d{8}\/([^,]+),/.exec(c.headers.authorization!)?.[1];
    expect(scope(ours)).toBe(scope(fromSdk));
    expect(ours.headers['x-amz-security-token']).toBe(CREDENTIALS.sessionToken);

    // Recompute the signature from the request as it arrived: it matches only if path, headers and body are what was signed.
    const signedNames = /SignedHeaders=([^,]+),/.exec(ours.headers.authorization!)![1]!.split(';');
    expect(signedNames).toContain('host');
    const amzDate = ours.headers['x-amz-date']!;
    const signingDate = new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    const verifier = new SignatureV4({ service: 'execute-api', region: REGION, credentials: CREDENTIALS, sha256: Sha256 });
    const url = new URL(endpoint);
    const resigned = await verifier.sign(
      {
        method: ours.method,
        protocol: url.protocol,
        hostname: url.hostname,
        port: Number(url.port),
        path: ours.url,
        query: {},
        headers: Object.fromEntries(signedNames.map((name) => [name, ours.headers[name]!])),
        body: ours.body,
      },
      { signingDate },
    );
    expect(ours.headers.authorization).toBe(resigned.headers.authorization);
  });

  it('reports a connection that is gone (410) as false without retrying', async () => {
    answers = [{ status: 410, type: 'GoneException' }];
    await expect(post('{}')).resolves.toBe(false);
    expect(captured).toHaveLength(1);
  });

  it('retries throttling and server errors, then delivers', async () => {
    answers = [{ status: 429, type: 'LimitExceededException' }, { status: 503 }];
    await expect(post('{}')).resolves.toBe(true);
    expect(captured).toHaveLength(3);
  });

  it('gives up after three attempts, naming the error the service gave', async () => {
    answers = [500, 500, 500].map((status) => ({ status, type: 'InternalServerErrorException' }));
    await expect(post('{}')).rejects.toThrow(/InternalServerErrorException/);
    expect(captured).toHaveLength(3);
  });

  it('does not retry a refusal (403)', async () => {
    answers = [{ status: 403, type: 'ForbiddenException' }];
    await expect(post('{}')).rejects.toThrow(/ForbiddenException/);
    expect(captured).toHaveLength(1);
  });
});
