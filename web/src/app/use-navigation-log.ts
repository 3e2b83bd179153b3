import { useEffect, useRef } from 'react';
import { CLIENT_VERSION } from '#shared/access/app-version';
import { logNavigation } from '#web/api/account.ts';

/**
 * Adds an entry to the company's userActions log for each navigation of a signed-in user (§2.2).
 * The first origin is "/" as in the old router's start location. A failed write is silent.
 */
export function useNavigationLog(destination: string, signedIn: boolean): void {
  const origin = useRef('/');
  const lastLogged = useRef<string | null>(null);
  useEffect(() => {
    if (signedIn && lastLogged.current !== destination) {
      lastLogged.current = destination;
      logNavigation({ OriginRoute: origin.current, DestinationRoute: destination, ClientVersionNumber: CLIENT_VERSION }).catch(() => undefined);
    }
    origin.current = destination;
  }, [destination, signedIn]);
}
