import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { reloadToNewVersion } from '#web/offline/service-worker.ts';
import { text } from '#web/strings.ts';

/** Where the version check sends a client older than the server's minimum (§2.2). */
export function RestartPage() {
  return (
    <Container header={<Header variant="h1">{text.restart.header}</Header>}>
      <SpaceBetween size="l">
        <Box variant="p">{text.restart.body}</Box>
        {/* The new build's service worker first, then a full load of / with its index.html and chunks. */}
        <Button variant="primary" iconName="refresh" onClick={() => void reloadToNewVersion()}>
          {text.restart.reload}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
