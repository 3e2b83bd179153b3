import { describe, expect, it } from 'vitest';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

describe("the driver's language", () => {
  it('keeps the language a driver chooses on his own profile and tells the shell at GET /me, without touching the profile form', async () => {
    const profileBefore = (await api('GET', '/me/profile', { as: BLUE_RIDGE.driver })).body;
    const saved = await api('PUT', '/me/language', { as: BLUE_RIDGE.driver, body: { language: 'es' } });
    expect(saved).toEqual({ status: 200, body: { language: 'es' } });
    expect((await api('GET', '/me', { as: BLUE_RIDGE.driver })).body.user.language).toBe('es');
    // The form's version lock and fields are his to keep: a language choice is no profile save.
    expect((await api('GET', '/me/profile', { as: BLUE_RIDGE.driver })).body).toEqual(profileBefore);

    expect((await api('PUT', '/me/language', { as: BLUE_RIDGE.driver, body: { language: 'en' } })).status).toBe(200);
    expect((await api('GET', '/me', { as: BLUE_RIDGE.driver })).body.user.language).toBe('en');
  });

  it("leaves another user's language alone: the choice is keyed by the caller's token only", async () => {
    const ownerBefore = (await api('GET', '/me', { as: BLUE_RIDGE.owner })).body.user.language;
    expect((await api('PUT', '/me/language', { as: BLUE_RIDGE.driver, body: { language: 'es' } })).status).toBe(200);
    expect((await api('GET', '/me', { as: BLUE_RIDGE.owner })).body.user.language).toBe(ownerBefore);
    expect((await api('PUT', '/me/language', { as: BLUE_RIDGE.driver, body: { language: 'en' } })).status).toBe(200);
  });

  it('refuses a language it does not have, or an extra field, with a 400 naming the field, and keeps the saved one', async () => {
    expect((await api('PUT', '/me/language', { as: RED_MESA.dispatch, body: { language: 'en' } })).status).toBe(200);
    const french = await api('PUT', '/me/language', { as: RED_MESA.dispatch, body: { language: 'fr' } });
    expect(french.status).toBe(400);
    expect(french.body.fields).toEqual({ language: 'Language must be English (en) or Spanish (es).' });
    const extra = await api('PUT', '/me/language', { as: RED_MESA.dispatch, body: { language: 'es', userId: 'someone-else' } });
    expect(extra.status).toBe(400);
    const long = await api('PUT', '/me/language', { as: RED_MESA.dispatch, body: { language: 'e'.repeat(5000) } });
    expect(long.status).toBe(400);
    expect((await api('GET', '/me', { as: RED_MESA.dispatch })).body.user.language).toBe('en');
  });

  it('answers 401 without a token', async () => {
    expect((await api('PUT', '/me/language', { body: { language: 'es' } })).status).toBe(401);
  });
});
