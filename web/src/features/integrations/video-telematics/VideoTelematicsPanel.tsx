import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import { CredentialsForm } from '#web/features/company-setup/CredentialsForm.tsx';
import type { IntegrationPanelProps } from '#web/features/company-setup/integration-panels.ts';
import { panelText } from '#web/features/safety/strings.ts';

const t = panelText.video;

/** Video telematics: connect through the provider (OAuth with PKCE) or save an API key; then the safety tools. */
export function VideoTelematicsPanel({ view, onChanged }: IntegrationPanelProps) {
  const navigate = useNavigate();
  const { authKind } = view.publicSettings;
  return (
    <SpaceBetween size="s">
      <Box variant="p">{t.intro}</Box>
      {view.hasCredentials && authKind && <Box variant="small">{authKind === 'oauth' ? t.byOAuth : t.byKey}</Box>}
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="primary" onClick={() => navigate('/oauth/authorize?system=video-telematics')}>{t.oauth}</Button>
        {view.state === 'connected' && <Button onClick={() => navigate('/safety-tools')}>{t.openTools}</Button>}
      </SpaceBetween>
      <CredentialsForm system="video-telematics" view={view} onChanged={onChanged} />
    </SpaceBetween>
  );
}
