import type { MeResponse } from '#web/api/account.ts';

const KEY = 'fd.offline.me';

/** Who was signed in when the app last reached the server, so it opens his screens with no signal. */
export function keepSignedInUser(userId: string, me: MeResponse): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, me }));
  } catch {
    // Full or disabled storage: the app then needs signal to open, as before.
  }
}

/** The kept answer of `GET /me`, only for the same Cognito user (when his id is known). */
export function signedInUserOffline(userId?: string): MeResponse | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { userId?: string; me?: MeResponse } | null;
    return kept?.me && (userId === undefined || kept.userId === userId) ? kept.me : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSignedInUser(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
