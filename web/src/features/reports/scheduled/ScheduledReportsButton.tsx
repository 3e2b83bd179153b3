import Button from '@cloudscape-design/components/button';
import { lazy, Suspense, useState } from 'react';
import { hasRole } from '#shared/access/roles';
import { MANAGES_OTHERS_SCHEDULES } from '#shared/reports/schedule-api';
import { useSignedIn } from '#web/auth/session-context.ts';
import { scheduledText as t } from './strings.ts';

const Manager = lazy(() => import('./ScheduledReportsManager.tsx').then((m) => ({ default: m.ScheduledReportsManager })));

/** The reporting page's header action: the company's scheduled reports, for payroll and the owner. */
export function ScheduledReportsButton() {
  const { user } = useSignedIn();
  const [open, setOpen] = useState(false);
  if (!hasRole(user.role, MANAGES_OTHERS_SCHEDULES)) return null;
  return (
    <>
      <Button iconName="calendar" onClick={() => setOpen(true)}>{t.open}</Button>
      {open && (
        <Suspense fallback={null}>
          <Manager onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
