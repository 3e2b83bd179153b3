import AppLayout from '@cloudscape-design/components/app-layout';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { adminMenu } from '#shared/access/admin-menu';
import { companyDisplayName, showsAdminRail } from '#shared/access/session';
import { unreadBadgeText } from '#shared/access/unread-badge';
import type { MeResponse } from '#web/api/account.ts';
import { AcknowledgementGate } from '#web/features/chat/AcknowledgementGate.tsx';
import { ChatDialog } from '#web/features/chat/ChatDialog.tsx';
import { useUnreadCount } from '#web/features/chat/use-unread-count.ts';
import { text } from '#web/strings.ts';
import { CompanyClaimNotice } from '#web/app/layouts/CompanyClaimNotice.tsx';
import { NARROW_SCREEN, useMediaQuery } from '#web/app/layouts/use-media-query.ts';
import './admin-layout.css';
import { AdminNav } from './AdminNav.tsx';
import { AdminTopBar } from './AdminTopBar.tsx';

/**
 * The admin layout (§2.3): a 72 px icon rail, only for an active company account; under 960 px the
 * rail becomes a bottom drawer opened from a top bar that shows the company name.
 */
export function AdminLayout({ me }: { me: MeResponse }) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const unreadBadge = unreadBadgeText(useUnreadCount());
  const companyName = companyDisplayName(me.company);
  const entries = adminMenu({ role: me.user.role, company: me.company });
  const withMenu = showsAdminRail(me.company);
  const rail = withMenu && !narrow;
  const openChat = () => {
    setDrawerOpen(false);
    setChatOpen(true);
  };

  return (
    <div className={rail ? 'fd-admin fd-admin--rail' : 'fd-admin'}>
      {rail && <AdminNav variant="rail" entries={entries} unreadBadge={unreadBadge} onOpenChat={openChat} />}
      {!rail && (
        <AdminTopBar
          companyName={companyName}
          unreadBadge={unreadBadge}
          onOpenChat={openChat}
          {...(withMenu ? { onOpenMenu: () => setDrawerOpen(true) } : {})}
        />
      )}
      <AppLayout
        headerSelector=".fd-admin-topbar"
        navigationHide
        toolsHide
        ariaLabels={text.appLayoutLabels}
        notifications={<CompanyClaimNotice user={me.user} />}
        content={<Outlet />}
      />
      {withMenu && narrow && drawerOpen && (
        <div className="fd-bottom-drawer" role="dialog" aria-modal="true" aria-label={text.admin.menu}>
          <button type="button" className="fd-bottom-drawer__scrim" aria-label={text.admin.closeMenu} onClick={() => setDrawerOpen(false)} />
          <div className="fd-bottom-drawer__sheet">
            <AdminNav variant="drawer" entries={entries} unreadBadge={unreadBadge} onOpenChat={openChat} onNavigate={() => setDrawerOpen(false)} />
          </div>
        </div>
      )}
      {chatOpen && <ChatDialog companyName={companyName} onClose={() => setChatOpen(false)} />}
      <AcknowledgementGate />
    </div>
  );
}
