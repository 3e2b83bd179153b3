import { lazy, Suspense } from 'react';
import { chooseLayout } from '#shared/access/layout-choice';
import { useSession } from '#web/auth/session-context.ts';
import { PageLoading } from '#web/app/PageLoading.tsx';
import { SessionFailed } from './SessionFailed.tsx';

const AdminLayout = lazy(() => import('./admin/AdminLayout.tsx').then((m) => ({ default: m.AdminLayout })));
const DriverLayout = lazy(() => import('./driver/DriverLayout.tsx').then((m) => ({ default: m.DriverLayout })));

/** Signed-in pages render in the layout of the user's role: below 8 admin, 8 and above driver (§1). */
export function RoleLayoutRoute() {
  const { session, refresh } = useSession();
  if (session.status === 'failed') return <SessionFailed message={session.message} onRetry={() => void refresh()} />;
  // A visitor never gets here: the root guard has sent him to / already.
  if (session.status !== 'signedIn') return <PageLoading />;
  const Layout = chooseLayout(session.me.user.role) === 'driver' ? DriverLayout : AdminLayout;
  return (
    <Suspense fallback={<PageLoading />}>
      <Layout me={session.me} />
    </Suspense>
  );
}
