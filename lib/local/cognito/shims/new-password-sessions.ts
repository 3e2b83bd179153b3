import { randomUUID } from 'node:crypto';

/** Cognito's sessions of a sign-in challenge last three minutes. */
const SESSION_TTL_MS = 3 * 60 * 1000;

interface NewPasswordSession {
  clientId: string;
  username: string;
  expiresAt: number;
}

const sessions = new Map<string, NewPasswordSession>();

/** The Session of a NEW_PASSWORD_REQUIRED challenge: only its holder may set the invited user's password. */
export function openNewPasswordSession(clientId: string, username: string): string {
  const now = Date.now();
  for (const [key, s] of sessions) if (s.expiresAt < now) sessions.delete(key);
  const session = randomUUID();
  sessions.set(session, { clientId, username, expiresAt: now + SESSION_TTL_MS });
  return session;
}

/** The live session's user, once: a session answered (rightly or wrongly) cannot be replayed. */
export function takeNewPasswordSession(session: string, clientId: string): string | null {
  const found = sessions.get(session);
  sessions.delete(session);
  return found && found.expiresAt >= Date.now() && found.clientId === clientId ? found.username : null;
}
