import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OutsidePortError } from '#lambdas/integrations/outside-port';
import { createSafetySoftwareClient } from '#lambdas/integrations/safety/safety-software-client';
import { cloud } from '../support/cloud-context.ts';

const client = () => createSafetySoftwareClient({ baseUrl: `${cloud().baseUrl}/_sim/safety-software` });
const unique = () => `fleet-${randomBytes(4).toString('hex')}`;

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(OutsidePortError);
  return (error as OutsidePortError).code;
}

describe('safety software login adapter against its simulator', () => {
  it('a good login names its account', async () => {
    expect((await client().login(unique(), 'correct horse')).accountId).toMatch(/^SF-[0-9A-F]{8}$/);
  });

  it('a wrong password is invalid_credentials', async () => {
    expect(await codeOf(client().login(unique(), 'wrong-password'))).toBe('invalid_credentials');
  });

  it('five wrong passwords in a row lock the login, even for the right password', async () => {
    const username = unique();
    for (let i = 0; i < 5; i += 1) expect(await codeOf(client().login(username, 'wrong'))).toBe('invalid_credentials');
    expect(await codeOf(client().login(username, 'right-one'))).toBe('locked');
  });

  it('a service that is down or unreachable is network_error', async () => {
    expect(await codeOf(client().login(`${unique()}+down`, 'pw'))).toBe('network_error');
    expect(await codeOf(createSafetySoftwareClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }).login('a', 'b'))).toBe('network_error');
  });
});
