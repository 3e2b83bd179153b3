import { APP_VERSION_CACHE_MS, FALLBACK_APP_VERSION, type AppVersionInfo } from '#shared/access/app-version';
import { apiRequest } from './client.ts';

let cached: { info: AppVersionInfo; at: number } | undefined;
let inFlight: Promise<AppVersionInfo> | undefined;

export function lastKnownAppVersion(): AppVersionInfo | undefined {
  return cached?.info;
}

/** `GET /app-version`, trusted for 5 minutes; a failed call falls back to the client's own version (§7). */
export function getAppVersion(now = Date.now()): Promise<AppVersionInfo> {
  if (cached && now - cached.at < APP_VERSION_CACHE_MS) return Promise.resolve(cached.info);
  inFlight ??= apiRequest<AppVersionInfo>('GET', '/app-version')
    .then((info) => ({
      version: info?.version || FALLBACK_APP_VERSION.version,
      minAllowableVersion: info?.minAllowableVersion || FALLBACK_APP_VERSION.minAllowableVersion,
    }))
    .catch(() => FALLBACK_APP_VERSION)
    .then((info) => {
      cached = { info, at: Date.now() };
      inFlight = undefined;
      return info;
    });
  return inFlight;
}
