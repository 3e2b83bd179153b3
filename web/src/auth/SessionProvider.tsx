import { getCurrentUser } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getMe } from '#web/api/account.ts';
import { ApiError } from '#web/api/client.ts';
import { isOfflineRefreshFailure } from '#web/offline/auth-events.ts';
import { keepSignedInUser, signedInUserOffline } from '#web/offline/offline-session.ts';
import { SessionContext, type SessionState } from './session-context.ts';

async function readSession(): Promise<SessionState> {
  let userId: string;
  try {
    userId = (await getCurrentUser()).userId;
  } catch (error) {
    // No signal to refresh an expired token: the tokens stay, and so does whoever was signed in.
    const kept = error instanceof Error && error.name === 'NetworkError' ? signedInUserOffline() : undefined;
    return kept ? { status: 'signedIn', me: kept } : { status: 'signedOut' };
  }
  try {
    const me = await getMe();
    keepSignedInUser(userId, me);
    return { status: 'signedIn', me };
  } catch (error) {
    // Offline (no answer at all, not a refusal): his screens open from what the phone kept.
    const kept = error instanceof ApiError ? undefined : signedInUserOffline(userId);
    if (kept) return { status: 'signedIn', me: kept };
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
      if (isOfflineRefreshFailure(payload.event, 'data' in payload ? payload.data : undefined)) return;
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
