import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#lambdas/routes';
import { credentialsBody, SECRET_FIELDS, type CredentialSystem } from '#shared/integrations/credentials';
import { freshCompany, type FreshCompany } from '../support/fresh-company.ts';
import { api } from '../support/tokens.ts';

/**
 * Write-only credentials: whatever a company saves for an outside system (passwords, keys, and the logins
 * beside them) never comes back in any answer. Each value is unique to this run, so finding one anywhere
 * in an answer is proof of a leak.
 */
let fresh: FreshCompany;
const secrets: string[] = [];
const unique = (label: string) => {
  const value = `${label}-${randomBytes(9).toString('base64url')}`;
  secrets.push(value);
  return value;
};

/** Every field of each form gets a unique value; fields shown back on purpose (a contract id) are kept out of the search. */
function formOf(system: CredentialSystem): Record<string, string> {
  const shownOnPurpose = new Set(['clientContractID', 'clientContractVID', 'clientFedExId']);
  return Object.fromEntries(SECRET_FIELDS[system].map((f) => [f.name, shownOnPurpose.has(f.name) ? `SIM-${f.name}-${Date.now()}` : unique(f.name)]));
}

/** The secrets found in an answer, and the sealed blob itself (ciphertext is no business of a browser either). */
const leaksIn = (answer: unknown) => {
  const text = JSON.stringify(answer) ?? '';
  return [...secrets.filter((secret) => text.includes(secret)), ...(/"sealed"\s*:/.test(text) ? ['sealed'] : [])];
};

beforeAll(async () => {
  fresh = await freshCompany('secrets');
  for (const system of Object.keys(credentialsBody) as CredentialSystem[]) {
    const saved = await api('PUT', `/integrations/${system}/credentials`, { token: fresh.owner.idToken, body: formOf(system) });
    expect(saved.status, `${system}: ${JSON.stringify(saved.body)}`).toBe(200);
    expect(saved.body).toMatchObject({ system, hasCredentials: true });
    expect(leaksIn(saved.body), system).toEqual([]);
  }
}, 60_000);

describe('credentials never appear in any answer', () => {
  it('the save itself answers the view only, and the connections say a login is saved', async () => {
    const list = await api('GET', '/integrations', { token: fresh.owner.idToken });
    expect(list.status).toBe(200);
    for (const system of Object.keys(credentialsBody)) {
      const view = list.body.integrations.find((v: { system: string }) => v.system === system);
      expect(view, system).toMatchObject({ hasCredentials: true, state: 'unchecked' });
      expect(view).not.toHaveProperty('sealed');
    }
    expect(leaksIn(list.body)).toEqual([]);
  });

  it('every GET route the owner may call without parameters, and /me, /company, /company/setup, /integrations, holds none of them', async () => {
    const paths = routes.filter((r) => r.method === 'GET' && !r.path.includes('{') && r.scope !== 'public').map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/me', '/company', '/company/setup', '/integrations']));
    const answered: string[] = [];
    for (const path of paths) {
      const answer = await api('GET', path, { token: fresh.owner.idToken });
      expect(answer.status, path).toBeLessThan(500);
      expect(leaksIn(answer.body), path).toEqual([]);
      if (answer.status === 200) answered.push(path);
    }
    expect(answered).toEqual(expect.arrayContaining(['/me', '/company', '/company/setup', '/integrations']));
  });

  it('a second save replaces the login and still answers no secret; disconnecting forgets it', async () => {
    const again = await api('PUT', '/integrations/video-telematics/credentials', { token: fresh.owner.idToken, body: formOf('video-telematics') });
    expect(again.status).toBe(200);
    expect(leaksIn(again.body)).toEqual([]);
    const gone = await api('DELETE', '/integrations/video-telematics', { token: fresh.owner.idToken });
    expect(gone.body).toMatchObject({ system: 'video-telematics', state: 'not_connected', hasCredentials: false });
    const setup = await api('GET', '/company/setup', { token: fresh.owner.idToken });
    expect(setup.body.integrations.find((v: { system: string }) => v.system === 'video-telematics')).toMatchObject({ hasCredentials: false });
    expect(leaksIn(setup.body)).toEqual([]);
  });
});
