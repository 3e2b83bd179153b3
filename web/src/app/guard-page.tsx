import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { AppPath } from '#shared/access/app-paths';
import { isDriversOwnPageFor, mayOpenPage } from '#shared/access/page-access';
import { useSession } from '#web/auth/session-context.ts';

// Loaded only when a page is refused: its Cloudscape layout would otherwise sit in every first load.
const refusals = () => import('#web/features/access/NotForYourRole.tsx');
const NotForYourRole = lazy(() => refusals().then((m) => ({ default: m.NotForYourRole })));
const DriversOwnPage = lazy(() => refusals().then((m) => ({ default: m.DriversOwnPage })));

/**
 * Wraps a page so that a role the page is not for gets the plain "this page is for …" page instead, and
 * someone of the office on a driver's own page a note that it is the driver's, decided by the access rules
 * the menus use and before the page mounts, so it makes no call.
 */
export function guardPage(appPath: AppPath, Page: ComponentType): ComponentType {
  function GuardedPage() {
    const { session } = useSession();
    const { search, hash } = useLocation();
    // Visitors only reach open pages (router-auth sends them away first), which admit anyone.
    const role = session.status === 'signedIn' ? session.me.user.role : null;
    if (!mayOpenPage(role, appPath)) {
      return (
        <Suspense fallback={null}>
          <NotForYourRole appPath={appPath} role={role} />
        </Suspense>
      );
    }
    if (session.status === 'signedIn' && isDriversOwnPageFor(role, appPath, { search, hash })) {
      return (
        <Suspense fallback={null}>
          <DriversOwnPage appPath={appPath} role={role} />
        </Suspense>
      );
    }
    return <Page />;
  }
  GuardedPage.displayName = `Guarded(${appPath})`;
  return GuardedPage;
}
