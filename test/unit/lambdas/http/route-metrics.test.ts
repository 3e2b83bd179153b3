import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as getCompany } from '#lambdas/company/get-company';
import { handler as getVersion } from '#lambdas/app/get-version';
import { handler as listPayRuns } from '#lambdas/payroll/runs/list-pay-runs';
import { metrics } from '#lambdas/observability/metrics';

function event(routeKey: string, claims?: Record<string, string>) {
  const [method, rawPath] = routeKey.split(' ') as [string, string];
  return {
    version: '2.0', routeKey, rawPath, rawQueryString: '', headers: {}, isBase64Encoded: false,
    requestContext: {
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'r1', routeKey, stage: '$default', time: '', timeEpoch: 0, accountId: 'local', apiId: 'local', domainName: 'localhost', domainPrefix: 'localhost',
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
  } as any;
}
const context = { functionName: 'test', awsRequestId: 'r1' } as Context;
const driver = { sub: 'u8', 'custom:companyId': 'red-mesa', 'custom:role': '8' };

type Emf = { route: string; ClientError: number; ServerError: number };
let published: Emf[];

describe('route metrics', () => {
  beforeEach(() => {
    vi.stubEnv('TABLE_NAME', 'table');
    published = [];
    // What would be printed as EMF in Lambda, read just before the middleware publishes and clears it.
    const publish = metrics.publishStoredMetrics.bind(metrics);
    vi.spyOn(metrics, 'publishStoredMetrics').mockImplementation(() => {
      const { route, ClientError, ServerError } = metrics.serializeMetrics() as unknown as Emf;
      published.push({ route, ClientError, ServerError });
      return publish();
    });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('prints no metrics outside Lambda', () => {
    expect(process.env.POWERTOOLS_METRICS_DISABLED).toBe('true');
  });

  it('records a served request as neither client nor server error, by route', async () => {
    expect((await getVersion(event('GET /app-version'), context)).statusCode).toBe(200);
    expect(published).toEqual([{ route: 'GET /app-version', ClientError: 0, ServerError: 0 }]);
  });

  it('records a refused request as a client error once the error mapper has answered it', async () => {
    expect((await getCompany(event('GET /company', driver), context)).statusCode).toBe(403);
    expect(published).toEqual([{ route: 'GET /company', ClientError: 1, ServerError: 0 }]);
  });

  it('records a request answered 500 as a server error', async () => {
    vi.stubEnv('TABLE_NAME', undefined);
    expect((await listPayRuns(event('GET /payruns', driver), context)).statusCode).toBe(500);
    expect(published).toEqual([{ route: 'GET /payruns', ClientError: 0, ServerError: 1 }]);
  });
});
