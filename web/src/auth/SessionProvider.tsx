import { getCurrentUser } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getMe } from '#web/api/account.ts';
import { SessionContext, type SessionState } from './session-context.ts';

async function readSession(): Promise<SessionState> {
  try {
    await getCurrentUser();
  } catch {
    return { status: 'signedOut' };
  }
  try {
    return { status: 'signedIn', me: await getMe() };
  } catch (error) {
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Holds who is signed in. The claims and company flags are read again on every auth change (spec §4),
 * so a sign-in, a sign-out or a failed token refresh elsewhere is reflected at once.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  // Only the newest read may win when auth events arrive faster than /me answers.
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    const next = await readSession();
    if (mine === generation.current) setSession(next);
    return next;
  }, []);

  useEffect(() => {
    void refresh();
    return Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') {
        generation.current += 1;
        setSession({ status: 'signedOut' });
      } else if (payload.event === 'signedIn') {
        void refresh();
      }
    });
  }, [refresh]);

  const value = useMemo(() => ({ session, refresh }), [session, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
