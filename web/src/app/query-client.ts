import { onlineManager, QueryClient } from '@tanstack/react-query';
import { Hub } from 'aws-amplify/utils';
import { isOfflineRefreshFailure } from '#web/offline/auth-events.ts';
import { forgetCachedReads } from '#web/offline/cached-reads.ts';
import { forgetKeptPdfs } from '#web/offline/kept-pdfs.ts';
import { forgetSignedInUser } from '#web/offline/offline-session.ts';
import { busyReadDelay, retryBusyRead } from './read-retry.ts';

/**
 * The one cache of server reads. A read refused for now (429, 503) is tried again after its Retry-After,
 * a few times at most; any other failure shows at once with a retry button. A write is never repeated on
 * its own: most have no idempotency key (the phone's outbox, which has them, retries its own), so a
 * refused write shows the server's plain sentence and the user decides. A read is not repeated just
 * because the window got focus: pages refetch when they mount and after each write.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryBusyRead, retryDelay: busyReadDelay, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// TanStack assumes a connection until an 'offline' event: a page opened with no signal would try its reads
// and show failures instead of the kept answers.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

// Whoever signs in next never sees what was read for the previous user.
Hub.listen('auth', ({ payload }) => {
  if (isOfflineRefreshFailure(payload.event, 'data' in payload ? payload.data : undefined)) return;
  if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure' || payload.event === 'signedIn') queryClient.clear();
  if (payload.event === 'signedOut') {
    forgetSignedInUser();
    void forgetCachedReads();
    void forgetKeptPdfs();
  }
});
