import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { chooseLayout } from '#shared/access/layout-choice';
import { useSession } from '#web/auth/session-context.ts';
import { PersistedReads } from '#web/offline/PersistedReads.tsx';
import { queryClient } from './query-client.ts';

/**
 * Every route below the root reads the server through the one query cache; loaded with the first route so
 * it stays out of the initial JS. A driver's cache is kept on his phone, so his screens open with no signal.
 */
export function QueryRoot() {
  const { session } = useSession();
  if (session.status === 'signedIn' && chooseLayout(session.me.user.role) === 'driver') {
    return (
      <PersistedReads key={session.me.user.uid} client={queryClient} userId={session.me.user.uid}>
        <Outlet />
      </PersistedReads>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
