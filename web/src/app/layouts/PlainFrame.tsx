import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { matchAppPath } from '#shared/access/app-paths';
import { framesInDriverLayout } from '#shared/access/layout-choice';
import { useSession } from '#web/auth/session-context.ts';
import { PageLoading } from '#web/app/PageLoading.tsx';
import { useCurrentAppPath } from '#web/app/route-handle.ts';
import { text } from '#web/strings.ts';
import { AccountItem } from './AccountItem.tsx';
import { CompanyClaimNotice } from './CompanyClaimNotice.tsx';
import './plain-frame.css';

const DriverLayout = lazy(() => import('./driver/DriverLayout.tsx').then((m) => ({ default: m.DriverLayout })));

/**
 * The frame of pages that work without the app's menus (landing, sign-in, templates, pay document,
 * forms, 404): the product name, the account item and, when it applies, the company-claim snackbar.
 * A signed-in driver reads these pages in his own layout instead, so the bottom bar is always there.
 */
export function PlainFrame() {
  const { session } = useSession();
  const appPath = useCurrentAppPath();
  const signedIn = session.status === 'signedIn' || session.status === 'failed';
  const layout = appPath ? matchAppPath(appPath)?.layout : undefined;
  if (session.status === 'signedIn' && framesInDriverLayout(session.me.user.role, layout)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <DriverLayout me={session.me} />
      </Suspense>
    );
  }
  return (
    <div className="fd-plain">
      <header className="fd-plain-top">
        <Link to="/" className="fd-plain-top__brand">
          {text.appTitle}
        </Link>
        <AccountItem signedIn={signedIn} />
      </header>
      {/* Company creation is where a user without a company is meant to be: nothing there is being verified. */}
      {session.status === 'signedIn' && appPath !== '/create-company' && <CompanyClaimNotice user={session.me.user} />}
      <main className="fd-plain-main">
        <Outlet />
      </main>
    </div>
  );
}
