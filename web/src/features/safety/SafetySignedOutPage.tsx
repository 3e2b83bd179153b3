import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { safetyKey } from '#web/api/safety.ts';
import { safetyText } from './strings.ts';

const t = safetyText.signedOut;

/** `/logout/lytx-tools`: forgets the safety answers this browser holds (no call) and says so. */
export function SafetySignedOutPage() {
  const queries = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    queries.removeQueries({ queryKey: safetyKey });
  }, [queries]);
  const go = (path: string) => (event: CustomEvent) => { event.preventDefault(); navigate(path); };
  return (
    <ContentLayout header={<Header variant="h1">{t.title}</Header>}>
      <Container>
        <SpaceBetween size="m">
          <Box variant="p" data-testid="safety-signed-out">{t.message}</Box>
          <SpaceBetween direction="horizontal" size="l">
            <Link href="/safety-tools" onFollow={go('/safety-tools')}>{t.back}</Link>
            <Link href="/" onFollow={go('/')}>{t.home}</Link>
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
