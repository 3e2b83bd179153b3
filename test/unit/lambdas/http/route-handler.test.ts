import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as getCompany } from '#lambdas/company/get-company';
import { handler as getVersion } from '#lambdas/app/get-version';
import { handler as logNavigation } from '#lambdas/account/log-navigation';
import { handler as listPayRuns } from '#lambdas/payroll/runs/list-pay-runs';
import { handler as listImports } from '#lambdas/imports/list-imports';
import { forgetStanding, registerStandingReader, type Standing } from '#lambdas/http/current-standing';

/** The middleware bundle on real handlers, up to the point where they would touch DynamoDB. */
function event(routeKey: string, claims?: Record<string, string>, body?: string) {
  const [method, rawPath] = routeKey.split(' ') as [string, string];
  return {
    version: '2.0', routeKey, rawPath, rawQueryString: '', headers: { 'content-type': 'application/json' }, isBase64Encoded: false,
    ...(body !== undefined ? { body } : {}),
    requestContext: {
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'r1', routeKey, stage: '$default', time: '', timeEpoch: 0, accountId: 'local', apiId: 'local', domainName: 'localhost', domainPrefix: 'localhost',
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
  } as any;
}
const context = { functionName: 'test', awsRequestId: 'r1' } as Context;
const driver = { sub: 'u8', 'custom:companyId': 'red-mesa', 'custom:role': '8' };

/** The company directory as the accounts domain would answer it, by `companyId|uid`; absent: no entry. */
const directory = new Map<string, Standing>();

describe('route handler middleware', () => {
  // What the deployed functions of these routes have; without it the environment check answers 500 first.
  beforeEach(() => {
    vi.stubEnv('TABLE_NAME', 'table');
    registerStandingReader(async (companyId, uid) => directory.get(`${companyId}|${uid}`) ?? null);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('serves a public route without claims', async () => {
    const result = await getVersion(event('GET /app-version'), context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({ version: '3.21.1', minAllowableVersion: '3.21.1' });
  });

  it("answers 403 with the spec's text when the role is below the route's minimum", async () => {
    const result = await getCompany(event('GET /company', driver), context);
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body!)).toEqual({ message: 'Unauthorized access.' });
  });

  it('answers 403 with the company-verification warning to a user without a company claim', async () => {
    const result = await getCompany(event('GET /company', { sub: 'u1', 'custom:role': '1' }), context);
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body!).message).toMatch(/company permissions are being verified/);
  });

  it("answers the import history without a company claim with the spec's 'Company ID not found'", async () => {
    const result = await listImports(event('GET /imports', { sub: 'u1', 'custom:role': '1' }), context);
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body!).message).toBe('Company ID not found');
  });

  it('refuses a disabled user whose token is still valid with 401 and a plain reason, and serves him once enabled', async () => {
    const owner = { sub: 'u-disabled', 'custom:companyId': 'red-mesa', 'custom:role': '1' };
    directory.set('red-mesa|u-disabled', { status: 'disabled', role: 1, driverId: null });
    // A body that is refused once the caller is let through: 400 tells he got past the directory.
    const navigate = () => logNavigation(event('POST /user-actions', owner, JSON.stringify({ OriginRoute: '/' })), context);
    const refused = await navigate();
    expect(refused.statusCode).toBe(401);
    expect(JSON.parse(refused.body!).message).toBe('Your account is disabled. Ask your company’s owner to enable it.');
    directory.set('red-mesa|u-disabled', { status: 'active', role: 1, driverId: null });
    forgetStanding('red-mesa', 'u-disabled');
    expect((await navigate()).statusCode).toBe(400);
  });

  it("checks a demoted user's role as the directory has it now, not as his token was issued", async () => {
    directory.set('red-mesa|u-demoted', { status: 'active', role: 8, driverId: '1004500' });
    const result = await getCompany(event('GET /company', { sub: 'u-demoted', 'custom:companyId': 'red-mesa', 'custom:role': '1' }), context);
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body!)).toEqual({ message: 'Unauthorized access.' });
  });

  it('answers 401 when the authorizer passed no claims', async () => {
    const result = await getCompany(event('GET /company'), context);
    expect(result.statusCode).toBe(401);
  });

  it('answers 400 naming each missing field, and never a stack trace', async () => {
    const result = await logNavigation(event('POST /user-actions', driver, JSON.stringify({ OriginRoute: '/' })), context);
    expect(result.statusCode).toBe(400);
    const body = JSON.parse(result.body!);
    expect(Object.keys(body.fields).sort()).toEqual(['ClientVersionNumber', 'DestinationRoute']);
    expect(result.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers 400 to malformed JSON', async () => {
    const result = await logNavigation(event('POST /user-actions', driver, '{"OriginRoute":'), context);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!).fields).toHaveProperty('body');
  });

  it('answers 500, without details, when the function lacks a variable its access needs', async () => {
    vi.stubEnv('TABLE_NAME', undefined);
    const result = await listPayRuns(event('GET /payruns', driver), context);
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!)).toEqual({ message: 'Internal Server Error' });
  });
});
