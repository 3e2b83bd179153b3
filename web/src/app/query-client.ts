import { QueryClient } from '@tanstack/react-query';
import { Hub } from 'aws-amplify/utils';

/**
 * The one cache of server reads. A failed read shows its failure at once with a retry button (no silent
 * retries), and a read is not repeated just because the window got focus: pages refetch when they mount
 * and after each write.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Whoever signs in next never sees what was read for the previous user.
Hub.listen('auth', ({ payload }) => {
  if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure' || payload.event === 'signedIn') queryClient.clear();
});
