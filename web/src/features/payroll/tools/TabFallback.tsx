import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { payrollText as t } from '#web/features/payroll/strings.ts';

export function TabFallback() {
  return (
    <Box textAlign="center" padding="l" color="text-status-inactive">
      <Spinner /> {t.loading}
    </Box>
  );
}
