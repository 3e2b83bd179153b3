import { describe, expect, it } from 'vitest';
import { ssoUrlOf } from '#shared/helpdesk/helpdesk-api';
import { createHelpdeskClient } from '#lambdas/helpdesk/helpdesk-client';
import { OutsidePortError } from '#lambdas/integrations/outside-port';
import { RED_MESA_HELPDESK_CLIENT } from '#lib/local/simulators/helpdesk';
import { cloud } from '../support/cloud-context.ts';

const base = () => `${cloud().baseUrl}/_sim/helpdesk`;
const helpdesk = () => createHelpdeskClient({ baseUrl: base() });

async function failure(promise: Promise<unknown>): Promise<OutsidePortError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(OutsidePortError);
  return error as OutsidePortError;
}

describe('helpdesk client against its simulator', () => {
  it('makes a client record for a company, the same one again for the same e-mail', async () => {
    const company = { companyName: 'Mesa Test Hauling', companyEmail: `office-${Date.now()}@mesatest.test` };
    const { clientId } = await helpdesk().createClient(company);
    expect(clientId).toMatch(/^\d+$/);
    expect(await helpdesk().createClient(company)).toEqual({ clientId });
  });

  it('answers a sign-on whose third part is the URL, and the URL opens the helpdesk', async () => {
    const answer = await helpdesk().ssoToken(RED_MESA_HELPDESK_CLIENT, 'helpdesk');
    expect(answer).toMatch(/^result=success;access_token=[0-9a-f]+;redirect_url=http/);
    const url = ssoUrlOf(answer);
    expect(url).toContain('/_sim/helpdesk/sso/submitticket');
    const page = await fetch(url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Helpdesk');
    expect(ssoUrlOf(await helpdesk().ssoToken(RED_MESA_HELPDESK_CLIENT, 'client-area'))).toContain('/sso/clientarea');
  });

  it("gives a company named '(broken sso)' the client whose sign-on lacks the URL part", async () => {
    const { clientId } = await helpdesk().createClient({ companyName: 'Crooked Creek (broken sso)', companyEmail: 'crooked@creek.test' });
    expect(clientId).toBe('broken');
    const answer = await helpdesk().ssoToken(clientId, 'helpdesk');
    expect(answer).toMatch(/^result=success;access_token=/);
    expect(ssoUrlOf(answer)).toBeNull();
  });

  it('refuses an unknown client, wrong API credentials, and is network_error when unreachable', async () => {
    expect((await failure(helpdesk().ssoToken('nobody', 'helpdesk'))).code).toBe('helpdesk_error');
    const impostor = createHelpdeskClient({ baseUrl: base() }, { identifier: 'someone', secret: 'guess' });
    const refused = await failure(impostor.createClient({ companyName: 'X', companyEmail: 'x@x.test' }));
    expect(refused).toMatchObject({ code: 'helpdesk_error', message: expect.stringContaining('Authentication Failed') });
    const nowhere = createHelpdeskClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    expect((await failure(nowhere.ssoToken(RED_MESA_HELPDESK_CLIENT, 'helpdesk'))).code).toBe('network_error');
  });
});
