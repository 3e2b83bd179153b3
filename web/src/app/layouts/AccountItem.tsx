import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOutAndReload } from '#web/auth/sign-out.ts';
import { text } from '#web/strings.ts';
import { BarButton } from './BarButton.tsx';

interface AccountItemProps {
  signedIn: boolean;
  /** `bar`/`rail`: on the shell's dark bars; `normal`: a Cloudscape button on page content. */
  variant?: 'bar' | 'rail' | 'normal';
}

/** The account item of every layout: Sign Out when a user exists, else Sign In (§2.3). */
export function AccountItem({ signedIn, variant = 'bar' }: AccountItemProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const label = signedIn ? t('common.signOut') : text.signIn;
  const iconName = signedIn ? 'sign-out' : 'key';
  const onClick = signedIn ? () => void signOutAndReload() : () => navigate('/login');
  if (variant === 'normal') {
    return (
      <Button iconName={iconName} onClick={onClick}>
        {label}
      </Button>
    );
  }
  return <BarButton shape={variant === 'rail' ? 'stacked' : 'inline'} iconName={iconName} label={label} onClick={onClick} />;
}
