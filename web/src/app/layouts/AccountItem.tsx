import Button from '@cloudscape-design/components/button';
import { useNavigate } from 'react-router';
import { signOutAndReload } from '../../auth/sign-out.ts';
import { text } from '../../strings.ts';

/** The account item of every layout: Sign Out when a user exists, else Sign In (§2.3). */
export function AccountItem({ signedIn, variant = 'normal' }: { signedIn: boolean; variant?: 'normal' | 'inline' }) {
  const navigate = useNavigate();
  const buttonVariant = variant === 'inline' ? 'inline-link' : 'normal';
  if (signedIn) {
    return (
      <Button variant={buttonVariant} iconName="sign-out" onClick={() => void signOutAndReload()}>
        {text.signOut}
      </Button>
    );
  }
  return (
    <Button variant={buttonVariant} iconName="key" onClick={() => navigate('/login')}>
      {text.signIn}
    </Button>
  );
}
