import Button from '@cloudscape-design/components/button';
import { text } from '../../../strings.ts';
import { AccountItem } from '../AccountItem.tsx';

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
      {onOpenMenu && <Button variant="icon" iconName="menu" ariaLabel={text.admin.openMenu} onClick={onOpenMenu} />}
      <span className="fd-topbar__title" data-testid="company-name">
        {companyName ?? text.appTitle}
      </span>
      {!onOpenMenu && (
        <span className="fd-topbar__actions">
          <Button variant="inline-link" iconName="contact" onClick={onOpenChat}>
            {unreadBadge ? `${text.admin.chat} (${unreadBadge})` : text.admin.chat}
          </Button>
          <AccountItem signedIn variant="inline" />
        </span>
      )}
    </header>
  );
}
