import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/api/client.ts';
import { payrollCall } from '#web/api/payroll-endpoint.ts';
import { loadRuntimeConfig } from '#web/config/runtime-config.ts';
import { saveFailureOf } from '#web/features/payroll/common/field-errors.ts';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({}) }));

const config = { region: 'us-east-1', userPoolId: 'pool', userPoolClientId: 'client', apiUrl: 'https://api.example.com' };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(async () => {
  vi.stubGlobal('fetch', async () => answer(200, config));
  await loadRuntimeConfig();
});

afterEach(() => vi.unstubAllGlobals());

describe('a payroll call the gateway answers 404 Not Found', () => {
  it('fails with the API error itself, which the screens show as the server said it', async () => {
    vi.stubGlobal('fetch', async () => answer(404, { message: 'Not Found' }));
    const failure = await payrollCall('POST /payruns/{id}/what-if', { id: '2026-01-03' }, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'Not Found' });
    expect(saveFailureOf(failure)).toEqual({ fields: {}, message: 'Not Found', conflict: false });
  });
});
