import AppLayout from '@cloudscape-design/components/app-layout';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { driverBottomBar, driverMoreMenu } from '#shared/access/driver-menu';
import { companyDisplayName } from '#shared/access/session';
import { unreadBadgeText } from '#shared/access/unread-badge';
import type { MeResponse } from '#web/api/account.ts';
import { AcknowledgementGate } from '#web/features/chat/AcknowledgementGate.tsx';
import { ChatDialog } from '#web/features/chat/ChatDialog.tsx';
import { useUnreadCount } from '#web/features/chat/use-unread-count.ts';
import { OutboxStatus } from '#web/offline/OutboxStatus.tsx';
import { useOutboxSync } from '#web/offline/use-outbox-sync.ts';
import { text } from '#web/strings.ts';
import { AccountItem } from '#web/app/layouts/AccountItem.tsx';
import { CompanyClaimNotice } from '#web/app/layouts/CompanyClaimNotice.tsx';
import { DriverBottomBar } from './DriverBottomBar.tsx';
import { DriverGreeting } from './DriverGreeting.tsx';
import './driver-layout.css';
import './driver-tap-targets.css';
import { DriverProgressBar } from './DriverProgressBar.tsx';

/** The driver (mobile) layout (§2.3): greeting and company on top, the bottom bar below, progress bar. */
export function DriverLayout({ me }: { me: MeResponse }) {
  const [chatOpen, setChatOpen] = useState(false);
  const unreadBadge = unreadBadgeText(useUnreadCount());
  const companyName = companyDisplayName(me.company);
  const access = { role: me.user.role, company: me.company };
  const name = me.user.displayName || me.user.email;
  // The 44 px tap targets (driver-tap-targets.css) also reach Cloudscape's modals, rendered outside the layout.
  useEffect(() => {
    document.documentElement.dataset.layout = 'driver';
    return () => {
      delete document.documentElement.dataset.layout;
    };
  }, []);
  useOutboxSync(me.user.uid);

  return (
    <div className="fd-driver">
      <DriverProgressBar />
      <header className="fd-driver-top">
        <div className="fd-driver-top__who">
          <DriverGreeting name={name} />
          {companyName && <span className="fd-driver-top__company">{companyName}</span>}
        </div>
        <AccountItem signedIn />
      </header>
      <AppLayout
        headerSelector=".fd-driver-top"
        footerSelector=".fd-driver-bar"
        navigationHide
        toolsHide
        ariaLabels={text.appLayoutLabels}
        notifications={<><OutboxStatus /><CompanyClaimNotice user={me.user} /></>}
        content={<Outlet />}
      />
      <DriverBottomBar
        items={driverBottomBar(me.company)}
        moreMenu={driverMoreMenu(access)}
        unreadBadge={unreadBadge}
        onOpenChat={() => setChatOpen(true)}
      />
      {chatOpen && <ChatDialog companyName={companyName} onClose={() => setChatOpen(false)} />}
      <AcknowledgementGate />
    </div>
  );
}
