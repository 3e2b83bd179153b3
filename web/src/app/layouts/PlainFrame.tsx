import { Link, Outlet } from 'react-router';
import { useSession } from '#web/auth/session-context.ts';
import { text } from '#web/strings.ts';
import { AccountItem } from './AccountItem.tsx';
import { CompanyClaimNotice } from './CompanyClaimNotice.tsx';
import './plain-frame.css';

/**
 * The frame of pages that work without the app's menus (landing, sign-in, templates, pay document,
 * forms, 404): the product name, the account item and, when it applies, the company-claim snackbar.
 */
export function PlainFrame() {
  const { session } = useSession();
  const signedIn = session.status === 'signedIn' || session.status === 'failed';
  return (
    <div className="fd-plain">
      <header className="fd-plain-top">
        <Link to="/" className="fd-plain-top__brand">
          {text.appTitle}
        </Link>
        <AccountItem signedIn={signedIn} />
      </header>
      {session.status === 'signedIn' && <CompanyClaimNotice user={session.me.user} />}
      <main className="fd-plain-main">
        <Outlet />
      </main>
    </div>
  );
}
