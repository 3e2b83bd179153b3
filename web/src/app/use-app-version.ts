import { useEffect, useState } from 'react';
import type { AppVersionInfo } from '#shared/access/app-version';
import { getAppVersion, lastKnownAppVersion } from '#web/api/app-version.ts';

/**
 * The server's current and minimum client versions, asked again on navigation once the 5-minute
 * cache has expired. Undefined until the first answer (or its fallback) arrives.
 */
export function useAppVersion(navigationKey: string): AppVersionInfo | undefined {
  const [info, setInfo] = useState(lastKnownAppVersion);
  useEffect(() => {
    let current = true;
    void getAppVersion().then((next) => {
      if (current) setInfo(next);
    });
    return () => {
      current = false;
    };
  }, [navigationKey]);
  return info;
}
