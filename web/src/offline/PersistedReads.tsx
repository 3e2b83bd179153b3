import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useMemo, type ReactNode } from 'react';
import { CLIENT_VERSION } from '#shared/access/app-version';
import { CACHED_READS_MAX_AGE_MS, cachedReadsOf } from './cached-reads.ts';

/** The query cache, restored from the phone before the first read and kept there as it changes. */
export function PersistedReads({ client, userId, children }: { client: QueryClient; userId: string; children: ReactNode }) {
  const persister = useMemo(() => cachedReadsOf(userId), [userId]);
  return (
    // A new build may read differently: its version drops what an older one kept.
    <PersistQueryClientProvider client={client} persistOptions={{ persister, maxAge: CACHED_READS_MAX_AGE_MS, buster: CLIENT_VERSION }}>
      {children}
    </PersistQueryClientProvider>
  );
}
