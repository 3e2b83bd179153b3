import middy from '@middy/core';
import { Metrics } from '@aws-lambda-powertools/metrics';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerStandingReader } from '#lambdas/http/current-standing';
import { handler as getCompany } from '#lambdas/company/get-company';
import { handler as getVersion } from '#lambdas/app/get-version';
import { handler as listPayRuns } from '#lambdas/payroll/runs/list-pay-runs';
import { errorMapper } from '#lambdas/http/error-mapper';
import { NotFoundError, OutsideSystemError } from '#lambdas/http/errors';
import { logger } from '#lambdas/http/logger';
import { routes } from '#lambdas/routes';

function event(routeKey: string, claims?: Record<string, string>, method = routeKey.split(' ')[0]!) {
  const rawPath = routeKey.split(' ')[1]!;
  return {
    version: '2.0', routeKey, rawPath, rawQueryString: '', headers: {}, isBase64Encoded: false,
    requestContext: {
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'r1', routeKey, stage: '$default', time: '', timeEpoch: 0, accountId: 'local', apiId: 'local', domainName: 'localhost', domainPrefix: 'localhost',
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
  } as any;
}
const context = (functionName = 'test') => ({ functionName, awsRequestId: 'r1' }) as Context;
const driver = { sub: 'u8', 'custom:companyId': 'red-mesa', 'custom:role': '8' };

/** One EMF line as CloudWatch reads it: metric values, the dimensions each metric is stored under, and the rest (log properties only). */
interface Emf {
  namespace: string;
  metrics: Record<string, number>;
  dimensions: Record<string, string>[];
  properties: Record<string, unknown>;
}

function readEmf(output: Record<string, unknown>): Emf {
  type Directive = { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] };
  const { _aws, ...fields } = output as { _aws: { CloudWatchMetrics: Directive[] } } & Record<string, unknown>;
  const [directive] = _aws.CloudWatchMetrics;
  const names = directive!.Metrics.map((m) => m.Name);
  const dimensionNames = new Set(directive!.Dimensions.flat());
  const pick = (keys: Iterable<string>) => Object.fromEntries([...keys].map((k) => [k, fields[k]]));
  return {
    namespace: directive!.Namespace,
    metrics: pick(names) as Record<string, number>,
    dimensions: directive!.Dimensions.map((set) => pick(set) as Record<string, string>),
    properties: Object.fromEntries(Object.entries(fields).filter(([k]) => !names.includes(k) && !dimensionNames.has(k))),
  };
}

/** Each custom metric CloudWatch would bill: a metric name under one set of dimension values. */
function customMetrics(lines: readonly Emf[]): Set<string> {
  const found = new Set<string>();
  for (const line of lines) {
    for (const name of Object.keys(line.metrics)) {
      for (const dims of line.dimensions) found.add(`${line.namespace} ${name} ${JSON.stringify(Object.entries(dims).sort())}`);
    }
  }
  return found;
}

let published: Emf[];

/** The route middlewares of a function that has just started (its first request is a cold start). */
async function freshFunction() {
  vi.resetModules();
  return (await import('#lambdas/observability/route-metrics')).routeObservability;
}

describe('route metrics', () => {
  beforeEach(() => {
    // No directory here: every caller is as his token says (lambdas/http/current-standing.ts).
    registerStandingReader(async () => null);
    vi.stubEnv('TABLE_NAME', 'table');
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'FastDashboard');
    published = [];
    // Every instance (the cold start may go out on a single-metric one): what Lambda would print as EMF.
    const publish = Metrics.prototype.publishStoredMetrics;
    vi.spyOn(Metrics.prototype, 'publishStoredMetrics').mockImplementation(function (this: Metrics) {
      if (this.hasStoredMetrics()) published.push(readEmf(this.serializeMetrics() as unknown as Record<string, unknown>));
      return publish.call(this);
    });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('prints no metrics outside Lambda', () => {
    expect(process.env.POWERTOOLS_METRICS_DISABLED).toBe('true');
  });

  it('records a served request as neither client nor server error, under the service alone, the route as a log property', async () => {
    expect((await getVersion(event('GET /app-version'), context())).statusCode).toBe(200);
    expect(published.map(({ namespace: _, ...line }) => line)).toEqual([
      {
        metrics: { ClientError: 0, ServerError: 0 },
        dimensions: [{ service: 'fast-dashboard' }],
        properties: { route: 'GET /app-version', status: '200', function_name: 'test' },
      },
    ]);
  });

  it("records a refused request as a client error once the error mapper has answered it, with the caller's company", async () => {
    expect((await getCompany(event('GET /company', driver), context())).statusCode).toBe(403);
    expect(published).toMatchObject([{ metrics: { ClientError: 1, ServerError: 0 }, properties: { route: 'GET /company', status: '403', companyId: 'red-mesa' } }]);
  });

  it('records a request answered 500 as a server error', async () => {
    vi.stubEnv('TABLE_NAME', undefined);
    expect((await listPayRuns(event('GET /payruns', driver), context())).statusCode).toBe(500);
    expect(published).toMatchObject([{ metrics: { ClientError: 0, ServerError: 1 }, properties: { route: 'GET /payruns', status: '500' } }]);
  });

  it('names the route by the method the client used when the route key is ANY', async () => {
    const observability = await freshFunction();
    const fn = middy(async () => ({ statusCode: 204 })).use(observability());
    await fn(event('ANY /trips/{tripId}', undefined, 'PATCH'), context());
    expect(published.at(-1)!.properties).toMatchObject({ route: 'PATCH /trips/{tripId}' });
  });

  it("keeps an outside system's error code as a log property of the failed request", async () => {
    const observability = await freshFunction();
    const fn = middy<unknown, APIGatewayProxyStructuredResultV2>(async () => {
      throw new OutsideSystemError('settlement portal', 'portal_login_refused', 'The portal refused the login.', 422);
    }).use(observability()).use(errorMapper());
    expect((await fn(event('POST /settlements/sync', driver), context())).statusCode).toBe(422);
    expect(published.at(-1)).toMatchObject({ metrics: { ClientError: 1 }, properties: { status: '422', errorCode: 'portal_login_refused' } });
  });

  it("counts a function's first request as its cold start, under the service alone, and no later one", async () => {
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    const observability = await freshFunction();
    const fn = middy(async () => ({ statusCode: 200 })).use(observability());
    await fn(event('GET /trips'), context('trips-function'));
    await fn(event('GET /trips'), context('trips-function'));
    const coldStarts = published.filter((line) => 'ColdStart' in line.metrics);
    expect(coldStarts).toHaveLength(1);
    expect(coldStarts[0]).toMatchObject({ metrics: { ColdStart: 1 }, dimensions: [{ service: 'fast-dashboard' }], properties: { function_name: 'trips-function', route: 'GET /trips' } });
  });

  it('publishes three custom metrics whatever the routes, functions and outcomes (was two per route and one per function)', async () => {
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    // Each route its own function, as deployed today, each answering every kind of outcome once.
    const outcomes = [
      async () => ({ statusCode: 200 }),
      async () => { throw new NotFoundError(); },
      async () => { throw new Error('a bug'); },
    ];
    for (const route of routes) {
      const observability = await freshFunction();
      for (const outcome of outcomes) {
        const fn = middy(outcome).use(observability()).use(errorMapper());
        await fn(event(`${route.method} ${route.path}`, driver), context(`fn-${route.method}-${route.path}`));
      }
      // An error no middleware answered escapes to API Gateway, which answers 500.
      const escaping = middy(async () => { throw new Error('escapes'); }).use(observability());
      await expect(escaping(event(`${route.method} ${route.path}`, driver), context(`fn-${route.method}-${route.path}`))).rejects.toThrow('escapes');
    }
    const found = customMetrics(published);
    expect([...found].sort()).toEqual([
      'FastDashboard ClientError [["service","fast-dashboard"]]',
      'FastDashboard ColdStart [["service","fast-dashboard"]]',
      'FastDashboard ServerError [["service","fast-dashboard"]]',
    ]);
  });
});
