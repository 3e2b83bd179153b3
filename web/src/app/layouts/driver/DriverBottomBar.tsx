import { NavLink } from 'react-router';
import type { MenuEntry } from '#shared/access/admin-menu';
import type { DriverBarItem, DriverMoreId } from '#shared/access/driver-menu';
import { BarButton } from '#web/app/layouts/BarButton.tsx';
import { DriverBarIcon } from '#web/app/layouts/menu-icons.tsx';
import { useTranslation } from 'react-i18next';
import { useDriverMenuLabels } from '#web/i18n/menu-labels.ts';
import { DriverMoreMenu } from './DriverMoreMenu.tsx';

interface DriverBottomBarProps {
  items: DriverBarItem[];
  moreMenu: MenuEntry<DriverMoreId>[];
  unreadBadge: string | null;
  onOpenChat: () => void;
}

/** Chat, Drive, Timecard or Documents, and More (§2.3); the entries come from shared/access. */
export function DriverBottomBar({ items, moreMenu, unreadBadge, onOpenChat }: DriverBottomBarProps) {
  const { t } = useTranslation();
  const labels = useDriverMenuLabels();
  return (
    <nav className="fd-driver-bar" aria-label={t('shell.menu')}>
      {items.map((item) => {
        if (item.id === 'chat') {
          return (
            <div key={item.id} className="fd-driver-bar__slot" data-menu-id="chat">
              <BarButton
                shape="stacked"
                iconName="contact"
                label={labels.bar(item.id, item.label)}
                onClick={onOpenChat}
                badge={unreadBadge && <span className="fd-unread-badge fd-unread-badge--bar">{unreadBadge}</span>}
              />
            </div>
          );
        }
        if (item.id === 'more') return <DriverMoreMenu key={item.id} label={labels.bar(item.id, item.label)} entries={moreMenu} />;
        return (
          <NavLink key={item.id} to={item.path ?? '/'} className="fd-driver-bar__item" data-menu-id={item.id}>
            <DriverBarIcon id={item.id} />
            <span>{labels.bar(item.id, item.label)}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
