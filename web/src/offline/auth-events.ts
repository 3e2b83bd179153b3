/** A token refresh that failed only because there was no signal: the session is still good, keep it. */
export function isOfflineRefreshFailure(event: string, data: unknown): boolean {
  if (event !== 'tokenRefresh_failure') return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const error = (data as { error?: { name?: string } } | undefined)?.error;
  return error?.name === 'NetworkError';
}
