import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import { HomeRedirect } from '#web/app/HomeRedirect.tsx';
import { useSession } from '#web/auth/session-context.ts';
import { text } from '#web/strings.ts';
import { signInText } from './sign-in-strings.ts';

/** The root: a visitor is invited to sign in; a signed-in user goes on to his home page. */
export function LandingPage() {
  const { session } = useSession();
  const navigate = useNavigate();
  if (session.status === 'signedIn') return <HomeRedirect role={session.me.user.role} />;
  return (
    <Container>
      <Box padding={{ vertical: 'xxl' }} textAlign="center">
        <SpaceBetween size="l">
          <Box variant="h1">{text.appTitle}</Box>
          <Box variant="p" color="text-body-secondary">
            {text.appTagline}
          </Box>
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Button variant="primary" onClick={() => navigate('/login')}>
              {text.signIn}
            </Button>
            <Button onClick={() => navigate('/register')}>{signInText.createAccount}</Button>
          </SpaceBetween>
          <Box variant="small" color="text-body-secondary">
            {signInText.newCompanyQuestion}
          </Box>
        </SpaceBetween>
      </Box>
    </Container>
  );
}
