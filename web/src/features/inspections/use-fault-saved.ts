import { useQueryClient } from '@tanstack/react-query';
import { inspectionKeys } from './query-keys.ts';

/** After a fault action: every inspection read and the fleet's tractor reads are stale. */
export function useFaultSaved() {
  const queries = useQueryClient();
  return () => {
    void queries.invalidateQueries({ queryKey: inspectionKeys.all });
    void queries.invalidateQueries({ queryKey: ['fleet'] });
    void queries.invalidateQueries({ queryKey: ['maintenance'] });
  };
}
