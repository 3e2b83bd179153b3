import Icon, { type IconProps } from '@cloudscape-design/components/icon';
import type { ReactNode } from 'react';

interface BarButtonProps {
  iconName: IconProps.Name;
  label: string;
  onClick: () => void;
  /** `stacked`: icon above label (the icon rail and the bottom bar); `inline`: side by side (top bars). */
  shape: 'stacked' | 'inline';
  /** Hide the label visually and keep it as the accessible name (compact top bars). */
  iconOnly?: boolean;
  badge?: ReactNode;
  ariaExpanded?: boolean;
}

/** A plain button for the shell's dark bars, where Cloudscape's buttons would not show on the background. */
export function BarButton({ iconName, label, onClick, shape, iconOnly, badge, ariaExpanded }: BarButtonProps) {
  return (
    <button
      type="button"
      className={`fd-bar-button fd-bar-button--${shape}`}
      onClick={onClick}
      {...(iconOnly ? { 'aria-label': label } : {})}
      {...(ariaExpanded !== undefined ? { 'aria-expanded': ariaExpanded } : {})}
    >
      <Icon name={iconName} size={shape === 'stacked' ? 'medium' : 'normal'} />
      <span className={iconOnly ? 'fd-visually-hidden' : 'fd-bar-button__label'}>{label}</span>
      {/* Label and badge read as two words ("Chat 3"), not one ("Chat3"). */}
      {badge && ' '}
      {badge}
    </button>
  );
}
