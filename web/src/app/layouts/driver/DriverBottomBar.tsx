import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { NavLink, useNavigate } from 'react-router';
import type { MenuEntry } from '#shared/access/admin-menu';
import type { DriverBarItem, DriverMoreId } from '#shared/access/driver-menu';
import { text } from '../../../strings.ts';
import { DriverBarIcon } from '../menu-icons.tsx';

interface DriverBottomBarProps {
  items: DriverBarItem[];
  moreMenu: MenuEntry<DriverMoreId>[];
  unreadBadge: string | null;
  onOpenChat: () => void;
}

/** Chat, Drive, Timecard or Documents, and More (§2.3); the entries come from shared/access. */
export function DriverBottomBar({ items, moreMenu, unreadBadge, onOpenChat }: DriverBottomBarProps) {
  const navigate = useNavigate();
  return (
    <nav className="fd-driver-bar" aria-label={text.driver.menu}>
      {items.map((item) => {
        if (item.id === 'chat') {
          return (
            <button key={item.id} type="button" className="fd-driver-bar__item" data-menu-id="chat" onClick={onOpenChat}>
              <DriverBarIcon id="chat" />
              <span>{item.label}</span>
              {unreadBadge && <span className="fd-unread-badge fd-unread-badge--bar">{unreadBadge}</span>}
            </button>
          );
        }
        if (item.id === 'more') {
          return (
            <div key={item.id} className="fd-driver-bar__item fd-driver-bar__more" data-menu-id="more">
              <ButtonDropdown
                variant="normal"
                expandToViewport
                items={moreMenu.map((entry) => ({ id: entry.id, text: entry.label }))}
                onItemClick={({ detail }) => {
                  const entry = moreMenu.find((e) => e.id === detail.id);
                  if (entry) navigate(entry.path);
                }}
              >
                {item.label}
              </ButtonDropdown>
            </div>
          );
        }
        return (
          <NavLink key={item.id} to={item.path ?? '/'} className="fd-driver-bar__item" data-menu-id={item.id}>
            <DriverBarIcon id={item.id} />
            <span>{item.label}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
