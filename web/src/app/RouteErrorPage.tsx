import { Component, useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { text } from '#web/strings.ts';

const CHUNK_RELOAD_KEY = 'fd-stale-chunk-reload-at';

/** A page chunk of a previous deploy is gone from the server: the cure is loading the new build. */
function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|module script failed|Unable to preload CSS/i.test(message);
}

function reloadForStaleChunk(): boolean {
  const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  // One reload per 10 s at most, so a chunk that is really missing cannot loop the tab.
  if (Date.now() - last < 10_000) return false;
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

function ErrorContent() {
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  useEffect(() => {
    if (stale) reloadForStaleChunk();
    else console.error(error);
  }, [error, stale]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const headline = status === 404 ? text.notFound : text.errorPage.headline;
  return (
    <main className="fd-plain-message" role="alert">
      <h1>{headline}</h1>
      <p>{text.errorPage.status(status)}</p>
      <a href="/">{text.errorPage.returnToDashboard}</a>
    </main>
  );
}

/** If the error page itself throws, a last message that needs nothing but React (§2.3). */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="fd-plain-message" role="alert">
        <p>{text.errorPage.failed}</p>
        <a href="/">{text.errorPage.home}</a>
      </main>
    );
  }
}

/**
 * The error page: a headline of the problem and "Return To Dashboard" to / (which sends a signed-in
 * user on to his home). Plain markup on purpose: it must render even when a page chunk failed to load.
 */
export function RouteErrorPage() {
  return (
    <ErrorPageGuard>
      <ErrorContent />
    </ErrorPageGuard>
  );
}
