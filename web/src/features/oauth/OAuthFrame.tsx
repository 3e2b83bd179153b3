import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useNavigate } from 'react-router';
import { oauthText } from '#web/features/safety/strings.ts';

const t = oauthText;

export type OAuthStep =
  | { kind: 'working'; text: string }
  | { kind: 'signedOut' }
  | { kind: 'nothing' }
  | { kind: 'failed'; message: string }
  | { kind: 'connected' };

/** The one card both OAuth pages show: working, done, or why not, with the way on. */
export function OAuthFrame({ title, step }: { title: string; step: OAuthStep }) {
  const navigate = useNavigate();
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Container>
        <SpaceBetween size="m">
          {step.kind === 'working' && <Box><Spinner /> {step.text}</Box>}
          {step.kind === 'signedOut' && (
            <Alert type="warning" action={<Button onClick={() => navigate('/login')}>{t.signIn}</Button>}>{t.signedOut}</Alert>
          )}
          {step.kind === 'nothing' && <Alert type="info">{t.noRequest}</Alert>}
          {step.kind === 'failed' && <Alert type="error" header={t.failed} data-testid="oauth-failed">{step.message}</Alert>}
          {step.kind === 'connected' && <Alert type="success" data-testid="oauth-connected">{t.connected}</Alert>}
          {(step.kind === 'failed' || step.kind === 'connected' || step.kind === 'nothing') && (
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => navigate('/company-setup')}>{t.toSetup}</Button>
              {step.kind === 'connected' && <Button variant="primary" onClick={() => navigate('/safety-tools')}>{t.toSafety}</Button>}
            </SpaceBetween>
          )}
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
