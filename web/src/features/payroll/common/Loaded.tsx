import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import type { ReactNode } from 'react';
import { payrollText as t } from '../strings.ts';
import type { Load } from './use-load.ts';
import { LoadFailure } from './LoadFailure.tsx';

/** Renders a load: spinner, failure, or its data. */
export function Loaded<T>({ load, feature, children }: { load: Load<T> & { reload: () => Promise<void> }; feature: string; children: (data: T) => ReactNode }) {
  if (load.status === 'failed') return <LoadFailure error={load.error} feature={feature} onRetry={() => void load.reload()} />;
  if (load.data === undefined) {
    return (
      <Box textAlign="center" padding="l" color="text-status-inactive">
        <Spinner /> {t.loading}
      </Box>
    );
  }
  return <>{children(load.data)}</>;
}
