import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { cloud } from '../support/cloud-context.ts';
import { freshCompany, uniqueEmail, type FreshCompany } from '../support/fresh-company.ts';
import { invitedSignIn } from '../support/invited-sign-in.ts';
import { api } from '../support/tokens.ts';

const DISABLED = 'Your account is disabled. Ask your company’s owner to enable it.';

/** Opens a socket; resolves the HTTP status of a refused upgrade instead. */
function connect(token: string): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${cloud().wsUrl}?token=${token}`);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('error', reject);
  });
}

/**
 * An ID token stays valid for an hour after its user is disabled or demoted; every route asks the company
 * directory who he is now. (AWS: within 30 s in every warm container; here, and in the container that made
 * the change, at once.)
 */
describe('access that ends when it is taken away', () => {
  let company: FreshCompany;
  const owner = () => ({ token: company.owner.idToken });

  beforeAll(async () => {
    company = await freshCompany('Revoke');
  });

  async function invitedUser(role: number, name: string) {
    const email = uniqueEmail(`revoke${role}`);
    const invited = await api('POST', '/accounts/invitations', { ...owner(), body: { email, name, role } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const tokens = await invitedSignIn(email);
    expect((await api('GET', '/me', { token: tokens.IdToken })).status).toBe(200);
    const account = (await api('GET', '/accounts', owner())).body.accounts.find((a: { email: string }) => a.email === email);
    return { uid: account.uid as string, version: account.version as number, token: tokens.IdToken };
  }

  it('refuses a disabled dispatcher’s still-valid token on every kind of route, writes nothing, and lets it work again once enabled', async () => {
    const dispatcher = await invitedUser(3, 'Dee Spatch');
    const as = { token: dispatcher.token };
    const title = `Revoked ${Date.now().toString(36)}`;
    expect((await api('GET', '/chat/outbox', as)).status).toBe(200);

    const disabled = await api('PUT', `/accounts/${dispatcher.uid}/status`, { ...owner(), body: { status: 'disabled', version: dispatcher.version } });
    expect(disabled.status).toBe(200);
    for (const [method, path, body] of [
      ['GET', '/chat/outbox', undefined],
      ['POST', '/bookmarks', { title, url: 'https://example.com/revoked', securityLevel: 3 }],
      ['POST', '/chat/rooms', { members: [company.owner.sub] }],
      ['GET', '/me', undefined],
    ] as const) {
      const answer = await api(method, path, { ...as, ...(body ? { body } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.message).toBe(DISABLED);
    }
    const bookmarks = (await api('GET', '/bookmarks', owner())).body.items as { title: string }[];
    expect(bookmarks.map((b) => b.title)).not.toContain(title);
    expect(await connect(dispatcher.token)).toBe(401);

    const enabled = await api('PUT', `/accounts/${dispatcher.uid}/status`, { ...owner(), body: { status: 'active', version: disabled.body.version } });
    expect(enabled.status).toBe(200);
    expect((await api('GET', '/chat/outbox', as)).status).toBe(200);
    const socket = await connect(dispatcher.token);
    expect(socket).toBeInstanceOf(WebSocket);
    (socket as WebSocket).close();
  });

  it('acts with a demoted user’s current role: his dispatcher token is refused dispatch and served as the shop manager he is now', async () => {
    const dispatcher = await invitedUser(3, 'Demi Oted');
    const as = { token: dispatcher.token };
    expect((await api('GET', '/chat/outbox', as)).status).toBe(200);

    const demoted = await api('PUT', `/accounts/${dispatcher.uid}/role`, { ...owner(), body: { role: 4, version: dispatcher.version } });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    expect((await api('GET', '/chat/outbox', as)).status).toBe(403);
    expect((await api('POST', '/bookmarks', { ...as, body: { title: 'Demoted', url: 'https://example.com/demoted', securityLevel: 4 } })).status).toBe(403);
    expect((await api('GET', '/maintenance/records?list=completed', as)).status).toBe(200);
    expect((await api('GET', '/me', as)).body.user.role).toBe(4);
  });
});
