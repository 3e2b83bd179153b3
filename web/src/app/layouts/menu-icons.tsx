import Icon, { type IconProps } from '@cloudscape-design/components/icon';
import type { AdminMenuId } from '#shared/access/admin-menu';
import type { DriverBarId } from '#shared/access/driver-menu';

/** Cloudscape has no truck; a plain tractor-trailer outline in its icon style (16 px, 2 px stroke). */
const tractorSvg = (
  <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
    <path d="M1 4h8v7H1zM9 7h3l3 3v1H9z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    <circle cx="4" cy="13" r="1.5" fill="currentColor" />
    <circle cx="12" cy="13" r="1.5" fill="currentColor" />
  </svg>
);

const adminIcons: Record<AdminMenuId, IconProps.Name | 'tractor'> = {
  map: 'map',
  dashboard: 'grid-view',
  'payroll-tools': 'script',
  schedule: 'calendar',
  drivers: 'group',
  tractors: 'tractor',
  maintenance: 'ticket',
  imports: 'upload',
  'company-forms': 'file',
  helpdesk: 'support',
  'getting-started': 'status-positive',
  'company-settings': 'settings',
  profile: 'user-profile',
};

const driverIcons: Record<DriverBarId, IconProps.Name> = {
  chat: 'contact',
  drive: 'location-pin',
  timecard: 'status-pending',
  documents: 'folder',
  more: 'menu',
};

export function AdminMenuIcon({ id }: { id: AdminMenuId }) {
  const name = adminIcons[id];
  return name === 'tractor' ? <Icon svg={tractorSvg} size="medium" /> : <Icon name={name} size="medium" />;
}

export function DriverBarIcon({ id }: { id: DriverBarId }) {
  return <Icon name={driverIcons[id]} size="medium" />;
}
