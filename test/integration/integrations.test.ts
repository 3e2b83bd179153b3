import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_SYSTEMS } from '#shared/integrations/systems';
import { cloud } from '../support/cloud-context.ts';
import { freshCompany, type FreshCompany } from '../support/fresh-company.ts';
import { api, RED_MESA } from '../support/tokens.ts';

let fresh: FreshCompany;
const as = () => ({ token: fresh.owner.idToken });

const portalForm = { companyLogin: 'dispatch@newfleet.test', companyPassword: 'Portal pass 1 ', clientContractID: 'SIM-4410', clientContractVID: 'V-77' };

beforeAll(async () => {
  fresh = await freshCompany('Integrations');
});

describe('the company integrations list', () => {
  it('shows every outside system not connected on a new company, then the feed and fuel cards from its own data', async () => {
    const answer = await api('GET', '/integrations', as());
    expect(answer.status).toBe(200);
    const systems = answer.body.integrations.map((v: { system: string }) => v.system);
    expect(systems).toEqual([...INTEGRATION_SYSTEMS, 'telematics-feed', 'fuel-cards']);
    for (const view of answer.body.integrations) expect(view).toMatchObject({ state: 'not_connected', hasCredentials: false });
  });

  it("shows Red Mesa's telematics feed connected once its provider has reported with the demo key", async () => {
    const tick = await fetch(`${cloud().baseUrl}/_telematics/tick`, { method: 'POST' });
    expect(tick.status).toBeLessThan(300);
    const answer = await api('GET', '/integrations', { as: RED_MESA.owner });
    expect(answer.body.integrations.find((v: { system: string }) => v.system === 'telematics-feed')).toMatchObject({ state: 'connected' });
  });
});

describe('saving credentials', () => {
  it('seals them and answers only that they are saved, with the contract ids as public settings', async () => {
    const saved = await api('PUT', '/integrations/settlement-portal/credentials', { ...as(), body: portalForm });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ system: 'settlement-portal', state: 'unchecked', hasCredentials: true, publicSettings: { clientContractID: 'SIM-4410', clientContractVID: 'V-77' } });
    const text = JSON.stringify(saved.body);
    expect(text).not.toContain('Portal pass 1');
    expect(text).not.toContain('dispatch@newfleet.test');
    expect(text).not.toContain('sealed');
    const listed = await api('GET', '/integrations', as());
    expect(listed.body.integrations.find((v: { system: string }) => v.system === 'settlement-portal')).toMatchObject({ hasCredentials: true, state: 'unchecked' });
  });

  it('names the missing or unknown field and saves nothing', async () => {
    const missing = await api('PUT', '/integrations/maintenance-billing/credentials', { ...as(), body: { clientFedExId: '123', username: 'shop' } });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('password');
    const unknown = await api('PUT', '/integrations/video-telematics/credentials', { ...as(), body: { apiKey: 'k', companyId: 'cmp-other' } });
    expect(unknown.status).toBe(400);
    const view = (await api('GET', '/integrations', as())).body.integrations;
    expect(view.find((v: { system: string }) => v.system === 'maintenance-billing')).toMatchObject({ state: 'not_connected' });
    expect(view.find((v: { system: string }) => v.system === 'video-telematics')).toMatchObject({ state: 'not_connected' });
  });

  it('refuses an unknown system by name, and the two systems that take no form', async () => {
    const unknown = await api('PUT', '/integrations/payroll-bureau/credentials', { ...as(), body: { apiKey: 'k' } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('system');
    const safety = await api('PUT', '/integrations/safety-software/credentials', { ...as(), body: { sfUsername: 'a', sfPassword: 'b' } });
    expect(safety.status).toBe(409);
    expect(safety.body.message).toMatch(/signs in/);
    expect((await api('PUT', '/integrations/helpdesk/credentials', { ...as(), body: { apiKey: 'k' } })).status).toBe(409);
  });

  it('refuses credentials from anyone but the owner', async () => {
    const answer = await api('PUT', '/integrations/video-telematics/credentials', { as: RED_MESA.payroll, body: { apiKey: 'stolen-key' } });
    expect(answer.status).toBe(403);
  });
});

describe('disconnecting', () => {
  it('forgets the saved credentials: the system is not connected again', async () => {
    await api('PUT', '/integrations/video-telematics/credentials', { ...as(), body: { apiKey: 'fleet-key-1' } });
    const forgotten = await api('DELETE', '/integrations/video-telematics', as());
    expect(forgotten.status).toBe(200);
    expect(forgotten.body).toMatchObject({ system: 'video-telematics', state: 'not_connected', hasCredentials: false });
    const listed = await api('GET', '/integrations', as());
    expect(listed.body.integrations.find((v: { system: string }) => v.system === 'video-telematics')).toMatchObject({ state: 'not_connected' });
  });

  it("never touches another company's connection: Red Mesa's stay as they are", async () => {
    const before = (await api('GET', '/integrations', { as: RED_MESA.owner })).body.integrations;
    await api('DELETE', '/integrations/video-telematics', as());
    const after = (await api('GET', '/integrations', { as: RED_MESA.owner })).body.integrations;
    expect(after.find((v: { system: string }) => v.system === 'video-telematics')).toEqual(before.find((v: { system: string }) => v.system === 'video-telematics'));
  });
});
