import { VitePWA } from 'vite-plugin-pwa';

/** Bigger than any chunk of the build (the largest is under 1.2 MB, the chunk warning limit). */
const PRECACHE_FILE_LIMIT = 3 * 1024 * 1024;

/**
 * The installable app: a manifest and a Workbox service worker that precaches the whole build (shell,
 * every lazy page, fonts), so a driver who opened the app once can open any of his screens with no signal.
 * API answers are never cached here: they carry the user's token; the query cache keeps them per user.
 */
export function installableApp() {
  return VitePWA({
    registerType: 'autoUpdate',
    // Registered from the app's code (web/src/offline/service-worker.ts): an injected inline script would break the CSP.
    injectRegister: false,
    includeAssets: ['icons/apple-touch-icon.png'],
    manifest: {
      name: 'FAST DASHBOARD',
      short_name: 'FAST DASHBOARD',
      description: 'Your pay, inspections, timeclock and company messages, on the road.',
      // The root sends each user to his role's home (a driver to his Drive screen).
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#ffffff',
      theme_color: '#006ce0',
      icons: [
        { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,png,svg,ico,webmanifest}'],
      maximumFileSizeToCacheInBytes: PRECACHE_FILE_LIMIT,
      cleanupOutdatedCaches: true,
      // The first visit's page is served by the worker at once, so the app works offline after one visit.
      clientsClaim: true,
      skipWaiting: true,
      navigateFallback: '/index.html',
      // The local cloud serves the API (/api), its simulators and mailbox (/_…) on the SPA's origin.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/_/, /^\/config\.json$/],
      // /config.json is not cached here: the app keeps the last one it read (web/src/config/runtime-config.ts).
    },
  });
}
