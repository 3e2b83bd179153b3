import { text } from '#web/strings.ts';
import { AccountItem } from '#web/app/layouts/AccountItem.tsx';
import { BarButton } from '#web/app/layouts/BarButton.tsx';

interface AdminTopBarProps {
  companyName: string | undefined;
  /** Opens the bottom drawer; absent when the company account is not active and there is no menu. */
  onOpenMenu?: () => void;
  onOpenChat: () => void;
  unreadBadge: string | null;
}

/** The top bar with the company name: on narrow screens, and wherever the icon rail is not shown. */
export function AdminTopBar({ companyName, onOpenMenu, onOpenChat, unreadBadge }: AdminTopBarProps) {
  return (
    <header className="fd-topbar fd-admin-topbar">
      {onOpenMenu && <BarButton shape="inline" iconOnly iconName="menu" label={text.admin.openMenu} onClick={onOpenMenu} />}
      <span className="fd-topbar__title" data-testid="company-name">
        {companyName ?? text.appTitle}
      </span>
      {!onOpenMenu && (
        <span className="fd-topbar__actions">
          <BarButton
            shape="inline"
            iconName="contact"
            label={text.admin.chat}
            onClick={onOpenChat}
            badge={unreadBadge && <span className="fd-unread-badge fd-unread-badge--inline">{unreadBadge}</span>}
          />
          <AccountItem signedIn />
        </span>
      )}
    </header>
  );
}
