/** The version this client was built as (spec part 1 §9); sent as `x-app-version` on every API call. */
export const CLIENT_VERSION = '3.21.1';

/** How long an answer of `GET /app-version` is trusted before it is asked again (spec §9). */
export const APP_VERSION_CACHE_MS = 5 * 60 * 1000;

export interface AppVersionInfo {
  version: string;
  minAllowableVersion: string;
}

/** What the client assumes when the version call fails: both figures fall back to the client's own (§7). */
export const FALLBACK_APP_VERSION: AppVersionInfo = {
  version: CLIENT_VERSION,
  minAllowableVersion: CLIENT_VERSION,
};

function segments(version: string): number[] {
  return version
    .trim()
    .replace(/^v/i, '')
    .split('.')
    .map((part) => {
      const n = Number.parseInt(part, 10);
      return Number.isFinite(n) && n > 0 ? n : 0;
    });
}

/**
 * Negative when a is older than b, positive when newer, 0 when equal. Segments compare as numbers
 * ("3.10.0" is newer than "3.9.9"); a missing segment counts as 0 ("3.21" equals "3.21.0").
 */
export function compareVersions(a: string, b: string): number {
  const left = segments(a);
  const right = segments(b);
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}

/** True when the server no longer accepts this client and the user must reload to get the new one. */
export function isClientOutdated(clientVersion: string, minAllowableVersion: string | null | undefined): boolean {
  if (!minAllowableVersion) return false;
  return compareVersions(clientVersion, minAllowableVersion) < 0;
}
