import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { matchAppPath } from '#shared/access/app-paths';
import { CLIENT_VERSION } from '#shared/access/app-version';
import { chooseLayout } from '#shared/access/layout-choice';
import { routerAuth } from '#shared/access/route-guard';
import { useSession } from '#web/auth/session-context.ts';
import { pageTitles, text } from '#web/strings.ts';
import { PageLoading } from './PageLoading.tsx';
import { useAppVersion } from './use-app-version.ts';
import { useNavigationLog } from './use-navigation-log.ts';

/** Runs on every navigation: the version check and router-auth guard, the navigation log, the tab title. */
export function RootRoute() {
  const { session } = useSession();
  const location = useLocation();
  const versions = useAppVersion(location.key);
  const page = matchAppPath(location.pathname);
  useNavigationLog(`${location.pathname}${location.search}`, session.status === 'signedIn');

  // Who was signed in a moment ago decides where a sign-out lands (§4): the admin layout goes to /login.
  const previousLayout = useRef<'admin' | 'driver' | null>(null);
  useEffect(() => {
    previousLayout.current = session.status === 'signedIn' ? chooseLayout(session.me.user.role) : null;
  }, [session]);

  useEffect(() => {
    document.title = page ? `${pageTitles[page.path]} · ${text.appTitle}` : text.appTitle;
  }, [page]);

  if (session.status === 'loading') return <PageLoading />;

  if (session.status === 'signedOut' && previousLayout.current === 'admin' && page?.layout === 'app') {
    return <Navigate to="/login" replace />;
  }

  const decision = routerAuth({
    pathname: location.pathname,
    signedIn: session.status !== 'signedOut',
    clientVersion: CLIENT_VERSION,
    minAllowableVersion: versions?.minAllowableVersion,
  });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
