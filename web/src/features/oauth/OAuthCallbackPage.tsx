import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ACCESS_DENIED_MESSAGE } from '#shared/integrations/oauth';
import { integrationsKey } from '#web/api/integrations.ts';
import { completeAuthorization } from '#web/api/safety.ts';
import { useSession } from '#web/auth/session-context.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { oauthText } from '#web/features/safety/strings.ts';
import { OAuthFrame, type OAuthStep } from './OAuthFrame.tsx';

/** States already sent from this page: a state is single-use, so a second render must not spend it again. */
const sent = new Map<string, Promise<unknown>>();

/** `/oauth/callback?code&state` (or `?error&state`): the provider's answer, finished by the server. */
export function OAuthCallbackPage() {
  const [search] = useSearchParams();
  const { session } = useSession();
  const queries = useQueryClient();
  const state = search.get('state');
  const code = search.get('code');
  const error = search.get('error');
  const [result, setResult] = useState<OAuthStep | null>(null);
  const signedIn = session.status === 'signedIn';

  useEffect(() => {
    if (!signedIn || !state || (!code && !error)) return;
    let live = true;
    let call = sent.get(state);
    if (!call) {
      call = completeAuthorization(code ? { state, code } : { state, error: error! });
      sent.set(state, call);
    }
    call
      .then(() => {
        void queries.invalidateQueries({ queryKey: integrationsKey });
        if (live) setResult({ kind: 'connected' });
      })
      .catch((e: unknown) => { if (live) setResult({ kind: 'failed', message: error === 'access_denied' ? ACCESS_DENIED_MESSAGE : errorMessage(e) }); });
    return () => { live = false; };
  }, [signedIn, state, code, error, queries]);

  const step: OAuthStep = session.status === 'loading' ? { kind: 'working', text: oauthText.finishing }
    : !signedIn ? { kind: 'signedOut' }
      : !state || (!code && !error) ? { kind: 'nothing' }
        : result ?? { kind: 'working', text: oauthText.finishing };
  return <OAuthFrame title={oauthText.callbackTitle} step={step} />;
}
