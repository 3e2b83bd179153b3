import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MenuEntry } from '#shared/access/admin-menu';
import type { DriverMoreId } from '#shared/access/driver-menu';
import { BarButton } from '#web/app/layouts/BarButton.tsx';
import { useDriverMenuLabels } from '#web/i18n/menu-labels.ts';

/** His driver file and his language: open to every driver, so it follows the list from shared/access. */
const PROFILE_PATH = '/driver-profile';

/** The More item of the driver's bottom bar and the menu it opens upward (§2.3). */
export function DriverMoreMenu({ label, entries }: { label: string; entries: MenuEntry<DriverMoreId>[] }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const labels = useDriverMenuLabels();

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className="fd-driver-more" data-menu-id="more">
      <BarButton shape="stacked" iconName="menu" label={label} ariaExpanded={open} onClick={() => setOpen((o) => !o)} />
      {open && (
        <ul role="menu" aria-label={label} className="fd-driver-more__menu">
          {entries.map((entry) => (
            <li key={entry.id} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  navigate(entry.path);
                }}
              >
                {labels.more(entry.id, entry.label)}
              </button>
            </li>
          ))}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                navigate(PROFILE_PATH);
              }}
            >
              {labels.more('profile', 'My profile')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
