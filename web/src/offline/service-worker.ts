/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Installs the app's service worker (web/vite-pwa.ts), which keeps the whole build on the phone. A new
 * build's worker takes over by itself and the page reloads into it (autoUpdate), as the version check wants.
 */
export function startServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
}

/** The restart page's reload: fetch the new worker first, or the reload would open the kept old build. */
export async function reloadToNewVersion(): Promise<void> {
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration().catch(() => undefined) : undefined;
  await registration?.update().catch(() => undefined);
  if (registration?.installing || registration?.waiting) {
    // The new worker takes over once it holds the new build; the page then reloads into it.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.assign('/'), { once: true });
    return;
  }
  window.location.assign('/');
}
