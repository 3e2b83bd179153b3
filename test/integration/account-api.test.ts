import { describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';

describe('app version', () => {
  it('answers the current and minimum client version without sign-in', async () => {
    const answer = await api('GET', '/app-version');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ version: '3.21.1', minAllowableVersion: '3.21.1' });
  });
});

describe('company profile', () => {
  it('never returns the third-party credentials sfUsername, sfPassword and companyMgbPassword (they live sealed in connections)', async () => {
    const company = await api('GET', '/company', { as: RED_MESA.owner });
    expect(company.status).toBe(200);
    expect(company.body).not.toHaveProperty('sfUsername');
    expect(company.body).not.toHaveProperty('sfPassword');
    expect(company.body).not.toHaveProperty('companyMgbPassword');
    const me = await api('GET', '/me', { as: RED_MESA.owner });
    expect(JSON.stringify(me.body)).not.toContain('demo-safety-secret');
  });
});

describe('bookmarks', () => {
  const titles = async (email: string) => (await api('GET', '/bookmarks', { as: email })).body.items.map((b: { title: string }) => b.title);

  it('a driver (role 8) reads only bookmarks whose securityLevel is 8 or more', async () => {
    expect(await titles(RED_MESA.driver)).toEqual(['FMCSA hours-of-service rules', 'Driver handbook']);
  });

  it('role 3 reads levels 3 and up; the owner reads all', async () => {
    expect(await titles(RED_MESA.dispatch)).toHaveLength(4);
    expect(await titles(RED_MESA.owner)).toHaveLength(5);
  });
});

describe('user profile', () => {
  it('reads the seeded profile of the caller', async () => {
    const answer = await api('GET', '/me/profile', { as: RED_MESA.shop });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ fName: 'Luis', lName: 'Ortega', email: 'shop@redmesa.test' });
  });

  it('refuses an invalid e-mail and an impossible birth date with a 400 naming both fields, and changes nothing', async () => {
    const before = await api('GET', '/me/profile', { as: RED_MESA.dispatch });
    const answer = await api('PUT', '/me/profile', { as: RED_MESA.dispatch, body: { fName: 'Priya', lName: 'Natarajan', dName: 'P', bDate: '2001-02-30', email: 'not-an-email' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(['bDate', 'email']);
    expect((await api('GET', '/me/profile', { as: RED_MESA.dispatch })).body).toEqual(before.body);
  });

  it('saves a valid update and refuses a second save made from the stale version with 409', async () => {
    const current = (await api('GET', '/me/profile', { as: RED_MESA.payroll })).body;
    const update = { fName: 'Marcus', lName: 'Bell', dName: 'Marc', bDate: '1984-06-12', email: 'Payroll@RedMesa.test', version: current.version };
    const saved = await api('PUT', '/me/profile', { as: RED_MESA.payroll, body: update });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ dName: 'Marc', bDate: '1984-06-12', email: 'payroll@redmesa.test', version: current.version + 1 });
    const stale = await api('PUT', '/me/profile', { as: RED_MESA.payroll, body: { ...update, dName: 'Marky' } });
    expect(stale.status).toBe(409);
  });

  it('answers malformed JSON with a 400 naming the body', async () => {
    const answer = await api('PUT', '/me/profile', { as: RED_MESA.payroll, rawBody: '{"fName": ' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('body');
  });
});

describe('navigation log', () => {
  it('accepts a navigation entry', async () => {
    const answer = await api('POST', '/user-actions', { as: RED_MESA.driver, body: { OriginRoute: '/driver-dashboard', DestinationRoute: '/driver-timeclock', ClientVersionNumber: '3.21.1' } });
    expect(answer.status).toBe(202);
  });

  it('refuses an entry without a destination with a 400 naming DestinationRoute', async () => {
    const answer = await api('POST', '/user-actions', { as: RED_MESA.driver, body: { OriginRoute: '/', ClientVersionNumber: '3.21.1' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('DestinationRoute');
  });
});
