import { callOutside, OutsidePortError, type AdapterOptions } from '#lambdas/integrations/outside-port';
import { weekEndingLabel } from '#shared/integrations/settlement';
import type { PortalLogin, SettlementFile, SettlementPortal } from './port.ts';

const SYSTEM = 'settlement-portal';

/** Each call's limit inside a route: a fetch makes two (session, file), and the function itself stops at 10 s (FUNCTION_TIMEOUT_SECONDS). */
export const PORTAL_CALL_TIMEOUT_MS = 4_000;
/** A settlement file larger than this is not a statement (the upload route's limit). */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

function fail(code: string, message: string, status?: number): never {
  throw new OutsidePortError(SYSTEM, code, message, status);
}

function unavailable(status: number): never {
  return fail('portal_unavailable', `The settlement portal is not answering (HTTP ${status}). Try again later.`, status);
}

/** The settlement portal over HTTP: a session per call (the portal's sessions are short), then the file. */
export function createSettlementPortalClient(options: AdapterOptions): SettlementPortal {
  async function signIn(login: PortalLogin): Promise<string> {
    const answer = await callOutside(SYSTEM, options, '/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: login.companyLogin, password: login.companyPassword }),
    });
    if (answer.status === 401 || answer.status === 403) fail('login_failed', 'The settlement portal refused the login. Check the portal login and password.', answer.status);
    if (!answer.ok) unavailable(answer.status);
    const { sessionToken } = (await answer.json().catch(() => ({}))) as { sessionToken?: unknown };
    if (typeof sessionToken !== 'string' || !sessionToken) fail('portal_unavailable', 'The settlement portal answered the login without a session.');
    return sessionToken;
  }

  async function download(login: PortalLogin, path: string, notFound: string): Promise<SettlementFile> {
    const token = await signIn(login);
    const answer = await callOutside(SYSTEM, options, path, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status === 404) fail('not_found', notFound, 404);
    if (answer.status === 401 || answer.status === 403) fail('login_failed', 'The settlement portal does not give this login the contract. Check the contract ID and VID.', answer.status);
    if (!answer.ok) unavailable(answer.status);
    const contentType = answer.headers.get('content-type') ?? '';
    const body = new Uint8Array(await answer.arrayBuffer());
    if (!/^text\/csv\b/i.test(contentType) || body.length === 0 || body.length > MAX_FILE_BYTES) {
      fail('bad_file', 'The settlement portal sent something that is not a settlement statement (CSV). Nothing was imported.');
    }
    const weekEnding = answer.headers.get('x-week-ending') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(weekEnding)) fail('bad_file', 'The settlement portal sent a file without its week ending. Nothing was imported.');
    const fileName = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1] ?? `settlement-${weekEnding}.csv`;
    return { weekEnding, fileName, body };
  }

  const contract = (login: PortalLogin) => `/contracts/${encodeURIComponent(login.clientContractID)}/${encodeURIComponent(login.clientContractVID)}/settlements`;

  return {
    settlementFor: (login, weekEnding) =>
      download(login, `${contract(login)}?weekEnding=${encodeURIComponent(weekEnding)}`, `No settlement file for week ending ${weekEndingLabel(weekEnding)} yet.`),
    latestSettlement: (login) => download(login, `${contract(login)}/latest`, 'The settlement portal has no settlement file for this contract yet.'),
  };
}
