import Button from '@cloudscape-design/components/button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PayRunView } from '#shared/payroll-api/pay-runs';
import { removeStatementData } from '#web/api/payroll-imports.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { payrollText as t } from '#web/features/payroll/strings.ts';

/** Spec /removeStatementData: the run's imported rows and what was calculated from them go. */
export function RemoveStatementButton({ run, onRemoved }: { run: PayRunView; onRemoved: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useMutation({ mutationFn: removeStatementData, onSuccess: onRemoved });
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t.statement.remove}</Button>
      {open && (
        <ConfirmDialog header={t.statement.remove} action={t.statement.remove} onClose={() => setOpen(false)} onConfirm={async () => void (await remove.mutateAsync(run.PayRunID))}>
          {t.statement.removeConfirm}
        </ConfirmDialog>
      )}
    </>
  );
}
