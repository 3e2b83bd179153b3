import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import type { SsoRequest } from '#shared/helpdesk/helpdesk-api';
import { helpdeskSignOn } from '#web/api/helpdesk.ts';
import { helpdeskText } from './strings.ts';

const t = helpdeskText.sso;

/**
 * The single sign-on buttons: the URL the server gets opens in a new tab; any failure shows the red
 * "SSO Error" as the old page did (the server's message says the same when the answer lacked its URL).
 */
export function HelpdeskSignOn({ targets = ['helpdesk', 'client-area'] }: { targets?: SsoRequest['target'][] }) {
  const signOn = useMutation({
    mutationFn: helpdeskSignOn,
    onSuccess: ({ url }) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
  });
  return (
    <SpaceBetween size="s">
      <SpaceBetween direction="horizontal" size="xs">
        {targets.includes('helpdesk') && (
          <Button variant="primary" iconName="external" iconAlign="right" loading={signOn.isPending && signOn.variables?.target === 'helpdesk'} onClick={() => signOn.mutate({ target: 'helpdesk' })}>
            {t.helpdesk}
          </Button>
        )}
        {targets.includes('client-area') && (
          <Button iconName="external" iconAlign="right" loading={signOn.isPending && signOn.variables?.target === 'client-area'} onClick={() => signOn.mutate({ target: 'client-area' })}>
            {t.clientArea}
          </Button>
        )}
      </SpaceBetween>
      {signOn.isError && <Alert type="error" dismissible onDismiss={() => signOn.reset()} data-testid="sso-error">{t.error}</Alert>}
      {signOn.isSuccess && <Alert type="success" dismissible onDismiss={() => signOn.reset()}>{t.opened}</Alert>}
    </SpaceBetween>
  );
}
