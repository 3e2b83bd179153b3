import Icon from '@cloudscape-design/components/icon';
import { NavLink } from 'react-router';
import type { AdminMenuId, MenuEntry } from '#shared/access/admin-menu';
import { text } from '#web/strings.ts';
import { AccountItem } from '#web/app/layouts/AccountItem.tsx';
import { AdminMenuIcon } from '#web/app/layouts/menu-icons.tsx';

interface AdminNavProps {
  entries: MenuEntry<AdminMenuId>[];
  unreadBadge: string | null;
  onOpenChat: () => void;
  /** `rail`: the 72 px icon column of wide screens; `drawer`: rows in the bottom drawer of narrow ones. */
  variant: 'rail' | 'drawer';
  onNavigate?: () => void;
}

/** The admin menu: the role's entries (shared/access), then Chat with its unread badge, then the account item. */
export function AdminNav({ entries, unreadBadge, onOpenChat, variant, onNavigate }: AdminNavProps) {
  return (
    <nav aria-label={text.admin.menu} className={`fd-admin-nav fd-admin-nav--${variant}`}>
      <ul className="fd-admin-nav__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <NavLink to={entry.path} className="fd-admin-nav__item" data-menu-id={entry.id} title={entry.label} onClick={onNavigate}>
              <AdminMenuIcon id={entry.id} />
              <span className="fd-admin-nav__label">{entry.label}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="fd-admin-nav__item"
            data-menu-id="chat"
            aria-label={unreadBadge ? `${text.admin.chat}, ${text.admin.unread(unreadBadge)}` : text.admin.chat}
            onClick={onOpenChat}
          >
            <Icon name="contact" size="medium" />
            <span className="fd-admin-nav__label">{text.admin.chat}</span>
            {/* A word break between label and badge: the name "Chat, 3 unread" then contains the visible text (WCAG 2.5.3). */}
            {unreadBadge && ' '}
            {unreadBadge && <span className="fd-unread-badge">{unreadBadge}</span>}
          </button>
        </li>
      </ul>
      <div className="fd-admin-nav__account">
        <AccountItem signedIn variant={variant === 'rail' ? 'rail' : 'bar'} />
      </div>
    </nav>
  );
}
