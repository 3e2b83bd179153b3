import { useMatches } from 'react-router';
import type { AppPath } from '#shared/access/app-paths';

/** Carried by every page route so shared pages (the "not available yet" page) know which path they serve. */
export interface PageHandle {
  appPath: AppPath;
}

export function useCurrentAppPath(): AppPath | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as Partial<PageHandle> | undefined;
    if (handle?.appPath) return handle.appPath;
  }
  return undefined;
}
