import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompany, uniqueEmail, type FreshCompany } from '../support/fresh-company.ts';
import { invitedSignIn } from '../support/invited-sign-in.ts';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

interface Mark { id: string; title: string; order: number; securityLevel: number }

/** The Bookmark Manager on a company of its own: create, edit, move one at a time, delete. */
describe('bookmark manager', () => {
  let company: FreshCompany;
  const owner = () => ({ token: company.owner.idToken });
  const list = async (token = company.owner.idToken): Promise<Mark[]> => (await api('GET', '/bookmarks', { token })).body.items;
  const create = async (title: string, securityLevel: number) => {
    const answer = await api('POST', '/bookmarks', { ...owner(), body: { title, url: `https://example.com/${encodeURIComponent(title)}`, securityLevel } });
    expect(answer.status).toBe(201);
    return answer.body as Mark;
  };

  beforeAll(async () => {
    company = await freshCompany('Bookmarks');
  });

  it('adds bookmarks at the end and moves one a place at a time: only the two neighbours swap', async () => {
    const fuel = await create('Fuel prices', 8);
    const weather = await create('Road weather', 3);
    const permits = await create('Permits', 1);
    expect((await list()).map((b) => b.title)).toEqual(['Fuel prices', 'Road weather', 'Permits']);
    const moved = await api('PUT', `/bookmarks/${permits.id}/order`, { ...owner(), body: { order: weather.order } });
    expect(moved.status).toBe(200);
    const after = await list();
    expect(after.map((b) => b.title)).toEqual(['Fuel prices', 'Permits', 'Road weather']);
    expect(after.find((b) => b.id === fuel.id)!.order).toBe(fuel.order);
    expect(after.find((b) => b.id === weather.id)!.order).toBe(permits.order);
  });

  it('edits and deletes a bookmark, and refuses a bad link or an empty body naming the field', async () => {
    const mark = await create('Old title', 8);
    const edited = await api('PUT', `/bookmarks/${mark.id}`, { ...owner(), body: { title: 'New title', url: 'https://example.com/new', securityLevel: 4 } });
    expect(edited.body).toMatchObject({ title: 'New title', securityLevel: 4, order: mark.order });
    const bad = await api('PUT', `/bookmarks/${mark.id}`, { ...owner(), body: { title: 'X', url: 'javascript:alert(1)', securityLevel: 4 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['url']);
    expect((await api('POST', '/bookmarks', { ...owner(), body: {} })).status).toBe(400);
    expect((await api('PUT', `/bookmarks/${mark.id}/order`, { ...owner(), body: {} })).status).toBe(400);
    expect((await api('DELETE', `/bookmarks/${mark.id}`, owner())).status).toBe(204);
    expect((await list()).map((b) => b.id)).not.toContain(mark.id);
    expect((await api('DELETE', `/bookmarks/${mark.id}`, owner())).status).toBe(404);
  });

  it('lets a dispatcher write only bookmarks his role can read', async () => {
    const secret = await create('Owner only', 1);
    const email = uniqueEmail('bm-dispatch');
    expect((await api('POST', '/accounts/invitations', { ...owner(), body: { email, name: 'Dee Dispatch', role: 3 } })).status).toBe(201);
    const dispatcher = (await invitedSignIn(email)).IdToken;
    const above = await api('POST', '/bookmarks', { token: dispatcher, body: { title: 'Payroll portal', url: 'https://example.com/pay', securityLevel: 2 } });
    expect(above.status).toBe(403);
    expect((await api('PUT', `/bookmarks/${secret.id}`, { token: dispatcher, body: { title: 'Mine now', url: 'https://example.com/x', securityLevel: 8 } })).status).toBe(404);
    expect((await api('DELETE', `/bookmarks/${secret.id}`, { token: dispatcher })).status).toBe(404);
    expect((await api('POST', '/bookmarks', { token: dispatcher, body: { title: 'Yard map', url: 'https://example.com/yard', securityLevel: 3 } })).status).toBe(201);
    expect((await list()).find((b) => b.id === secret.id)?.title).toBe('Owner only');
  });

  it('refuses a driver with 403 and another company with 404', async () => {
    const mark = await create('Ours', 8);
    expect((await api('POST', '/bookmarks', { as: RED_MESA.driver, body: { title: 'x', url: 'https://example.com', securityLevel: 8 } })).status).toBe(403);
    expect((await api('PUT', `/bookmarks/${mark.id}`, { as: BLUE_RIDGE.owner, body: { title: 'Theirs', url: 'https://example.com', securityLevel: 8 } })).status).toBe(404);
    expect((await api('DELETE', `/bookmarks/${mark.id}`, { as: BLUE_RIDGE.owner })).status).toBe(404);
    expect((await list()).find((b) => b.id === mark.id)?.title).toBe('Ours');
  });
});
