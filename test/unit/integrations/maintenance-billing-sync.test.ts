import { describe, expect, it } from 'vitest';
import { shouldRebind, syncBody } from '#shared/integrations/maintenance-billing';
import type { PublicSettings } from '#shared/integrations/systems';
import type { CheckOutcome } from '#lambdas/integrations/connections';
import { establishSync, type SyncWorld } from '#lambdas/integrations/maintenance-billing/establish-sync';
import type { MaintenanceBilling } from '#lambdas/integrations/maintenance-billing/port';
import { OutsidePortError } from '#lambdas/integrations/outside-port';

/** An in-memory billing portal: the port's contract, with the failures its simulator gives. */
function portal(calls: string[]): MaintenanceBilling {
  return {
    async findServiceProvider(id) {
      calls.push(`find ${id}`);
      return id.startsWith('NONE') ? null : { servProvId: 'SP-1', servProvName: 'Desert Fleet' };
    },
    async startLogin(username) {
      calls.push(`start ${username}`);
      if (username.includes('+down')) throw new OutsidePortError('maintenance-billing', 'network_error', 'The service could not be reached.');
      if (username.includes('nostart')) throw new OutsidePortError('maintenance-billing', 'setquery_login_start_failed', 'SetQuery could not open a login.');
      return { loginSession: 's1' };
    },
    async submitLogin(_session, password) {
      calls.push('submit');
      if (password === 'wrong') throw new OutsidePortError('maintenance-billing', 'setquery_login_submit_failed', 'SetQuery refused the password.');
      return { setQueryUrl: 'https://sq.example' };
    },
  };
}

function world(username: string, settings: PublicSettings = {}) {
  const calls: string[] = [];
  const recorded: CheckOutcome[] = [];
  const make = (): SyncWorld => ({
    login: async () => ({ clientFedExId: 'FDX-1', username, password: username.includes('badpass') ? 'wrong' : 'right' }),
    settings: async () => settings,
    record: async (outcome) => void recorded.push(outcome),
    billing: portal(calls),
  });
  return { calls, recorded, make };
}

describe('establishing the billing portal sync', () => {
  it('answers no_company to a caller without a company and reads nothing', async () => {
    let touched = false;
    const answer = await establishSync(null, false, () => {
      touched = true;
      return world('x').make();
    });
    expect(answer).toMatchObject({ ok: false, code: 'no_company' });
    expect(answer.message).toBeTruthy();
    expect(touched).toBe(false);
  });

  it('signs in and records the provider with the SetQuery site established', async () => {
    const w = world('shop');
    expect(await establishSync('c1', false, w.make)).toEqual({ ok: true });
    expect(w.calls).toEqual(['find FDX-1', 'start shop', 'submit']);
    expect(w.recorded).toEqual([{ ok: true, publicSettings: { servProvId: 'SP-1', servProvName: 'Desert Fleet', setQueryUrlEstablished: true } }]);
  });

  it('keeps a known provider unless asked to rediscover it', async () => {
    const known = world('shop', { servProvId: 'SP-9', servProvName: 'Known' });
    await establishSync('c1', false, known.make);
    expect(known.calls[0]).toBe('start shop');
    const again = world('shop', { servProvId: 'SP-9', servProvName: 'Known' });
    await establishSync('c1', true, again.make);
    expect(again.calls[0]).toBe('find FDX-1');
  });

  it.each([
    ['nostart-user', 'setquery_login_start_failed'],
    ['badpass-user', 'setquery_login_submit_failed'],
    ['user+down', 'network_error'],
  ])('answers 200 ok:false with the code for %s and records the failure', async (username, code) => {
    const w = world(username);
    const answer = await establishSync('c1', false, w.make);
    expect(answer).toMatchObject({ ok: false, code });
    expect(answer.message).toBeTruthy();
    expect(w.recorded).toEqual([{ ok: false, code, message: answer.message, publicSettings: { setQueryUrlEstablished: false } }]);
  });

  it('rebinds the profile after a success and after both login failures, not after a network error', () => {
    expect(shouldRebind({ ok: true })).toBe(true);
    expect(shouldRebind({ ok: false, code: 'setquery_login_start_failed' })).toBe(true);
    expect(shouldRebind({ ok: false, code: 'setquery_login_submit_failed' })).toBe(true);
    expect(shouldRebind({ ok: false, code: 'network_error' })).toBe(false);
    expect(shouldRebind({ ok: false, code: 'no_company' })).toBe(false);
  });

  it('refuses a body without forceRediscover', () => {
    expect(syncBody.safeParse({}).success).toBe(false);
    expect(syncBody.safeParse({ forceRediscover: 'yes' }).success).toBe(false);
    expect(syncBody.parse({ forceRediscover: false })).toEqual({ forceRediscover: false });
  });
});
