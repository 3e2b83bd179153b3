import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '#web/auth/session-context.ts';
import { OAUTH_SYSTEMS, type OAuthSystem } from '#shared/integrations/oauth';
import { startAuthorization } from '#web/api/safety.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { oauthText } from '#web/features/safety/strings.ts';
import { OAuthFrame, type OAuthStep } from './OAuthFrame.tsx';

const isOAuthSystem = (value: string | null): value is OAuthSystem => (OAUTH_SYSTEMS as readonly string[]).includes(value ?? '');

/** `/oauth/authorize?system=…`: asks the server for a connection request, then goes to the provider's consent page. */
export function OAuthAuthorizePage() {
  const [search] = useSearchParams();
  const { session } = useSession();
  const system = search.get('system');
  const [failure, setFailure] = useState<string | null>(null);
  const signedIn = session.status === 'signedIn';

  useEffect(() => {
    if (!signedIn || !isOAuthSystem(system)) return;
    let live = true;
    startAuthorization(system)
      .then(({ authorizeUrl }) => { if (live) window.location.assign(authorizeUrl); })
      .catch((error: unknown) => { if (live) setFailure(errorMessage(error)); });
    return () => { live = false; };
  }, [signedIn, system]);

  const step: OAuthStep = session.status === 'loading' ? { kind: 'working', text: oauthText.going }
    : !signedIn ? { kind: 'signedOut' }
      : !system ? { kind: 'nothing' }
        : !isOAuthSystem(system) ? { kind: 'failed', message: oauthText.unknownSystem }
          : failure ? { kind: 'failed', message: failure }
            : { kind: 'working', text: oauthText.going };
  return <OAuthFrame title={oauthText.authorizeTitle} step={step} />;
}
