import Box from '@cloudscape-design/components/box';
import type { ReactNode } from 'react';

/** The centred text a table or list shows when it has nothing (or nothing matches). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Box textAlign="center" color="inherit">
      {children}
    </Box>
  );
}
