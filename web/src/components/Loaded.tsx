import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from './LoadFailure.tsx';

/** Renders a query: spinner until its first answer, its failure with a retry, or its data. */
export function Loaded<T>({ query, feature, children }: { query: Pick<UseQueryResult<T>, 'isError' | 'error' | 'data' | 'refetch'>; feature: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) return <LoadFailure error={query.error} feature={feature} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) {
    return (
      <Box textAlign="center" padding="l" color="text-status-inactive">
        <Spinner /> {t('common.loading')}
      </Box>
    );
  }
  return <>{children(query.data)}</>;
}
