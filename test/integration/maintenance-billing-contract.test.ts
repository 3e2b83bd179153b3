import { describe, expect, it } from 'vitest';
import { createMaintenanceBillingClient } from '#lambdas/integrations/maintenance-billing/client';
import { OutsidePortError } from '#lambdas/integrations/outside-port';
import { RED_MESA_FEDEX_ID } from '#lib/local/simulators/maintenance-billing';
import { cloud } from '../support/cloud-context.ts';

const billing = () => createMaintenanceBillingClient({ baseUrl: `${cloud().baseUrl}/_sim/maintenance-billing` });

async function failure(promise: Promise<unknown>): Promise<OutsidePortError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(OutsidePortError);
  return error as OutsidePortError;
}

describe('maintenance billing client against its simulator', () => {
  it("finds Red Mesa's service provider, the same one on every call, and none for an unknown id", async () => {
    const first = await billing().findServiceProvider(RED_MESA_FEDEX_ID);
    expect(first).toEqual({ servProvId: expect.stringMatching(/^SP-\d+$/), servProvName: 'Desert Fleet Services LLC' });
    expect(await billing().findServiceProvider(RED_MESA_FEDEX_ID)).toEqual(first);
    expect(await billing().findServiceProvider('NONE-123')).toBeNull();
  });

  it('signs in to SetQuery in two steps and gets the site URL', async () => {
    const { loginSession } = await billing().startLogin('shop-user');
    const { setQueryUrl } = await billing().submitLogin(loginSession, 'right-password');
    expect(setQueryUrl).toMatch(/^https:\/\//);
  });

  it('a login session serves one submit only', async () => {
    const { loginSession } = await billing().startLogin('shop-user');
    await billing().submitLogin(loginSession, 'right-password');
    expect((await failure(billing().submitLogin(loginSession, 'right-password'))).code).toBe('setquery_login_submit_failed');
  });

  it('answers setquery_login_start_failed for a user SetQuery will not open, setquery_login_submit_failed for a wrong password', async () => {
    const start = await failure(billing().startLogin('nostart-user'));
    expect(start.code).toBe('setquery_login_start_failed');
    expect(start.message).toContain('SetQuery');
    const { loginSession } = await billing().startLogin('shop-user');
    expect((await failure(billing().submitLogin(loginSession, 'wrong'))).code).toBe('setquery_login_submit_failed');
  });

  it('answers network_error with its reason when the connection drops or nothing listens', async () => {
    const dropped = await failure(billing().startLogin('shop+down'));
    expect(dropped.code).toBe('network_error');
    expect(dropped.message).toMatch(/reached|answer/);
    expect((await failure(billing().findServiceProvider('FDX+down'))).code).toBe('network_error');
    const nowhere = createMaintenanceBillingClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    expect((await failure(nowhere.findServiceProvider('FDX-1'))).code).toBe('network_error');
  });
});
