import { createContext, useContext } from 'react';
import type { MeResponse } from '#web/api/account.ts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; me: MeResponse }
  /** Cognito has a user but the API could not say who he is; the shell offers a retry and sign-out. */
  | { status: 'failed'; message: string };

export interface SessionValue {
  session: SessionState;
  /** Reads the auth state and `GET /me` again; resolves with the new state. */
  refresh: () => Promise<SessionState>;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession is used outside SessionProvider');
  return value;
}

/** The signed-in user's /me answer; only for components rendered inside the signed-in layouts. */
export function useSignedIn(): MeResponse {
  const { session } = useSession();
  if (session.status !== 'signedIn') throw new Error('useSignedIn is used without a signed-in user');
  return session.me;
}
