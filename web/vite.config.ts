import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { fontFiles } from './vite-font-files.ts';
import { installableApp } from './vite-pwa.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = path.resolve(webRoot, '..');

/** The local cloud of `npm start`; the dev server forwards the runtime config and the API to it. */
const LOCAL_CLOUD = process.env.LOCAL_CLOUD_URL ?? 'http://127.0.0.1:3000';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The SPA imports shared code through the same package.json "imports" aliases as the backend
 * (`#shared/access/admin-menu` → `shared/access/admin-menu.ts`), so the mapping is read, not repeated.
 */
function packageImportAliases(): Alias[] {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { imports?: Record<string, string> };
  return Object.entries(pkg.imports ?? {}).map(([pattern, target]) => {
    const [prefix = '', suffix = ''] = pattern.split('*');
    return {
      find: new RegExp(`^${escapeRegExp(prefix)}(.+)${escapeRegExp(suffix)}$`),
      replacement: path.join(repoRoot, target).replace('*', '$1'),
    };
  });
}

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react(), fontFiles(), installableApp()],
  resolve: { alias: packageImportAliases() },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // Every lazy page's chunks are listed by file name in the entry (its preload map): hash-only names
    // keep that list, which grows with each page, out of the initial JS budget.
    // Font files keep their names (they are fetched by name, not listed).
    rollupOptions: {
      output: {
        chunkFileNames: 'assets/c[hash].js',
        // The libraries the shell loads first go in one chunk. Left to the default splitting, a lazy page
        // that shares Amplify modules with the shell (the account page's password change) split them into
        // extra initial chunks, 2 KB more of first load for the glue between them.
        codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] }] },
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.woff2')) ? 'assets/[name]-[hash][extname]' : 'assets/c[hash][extname]'),
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/config.json': LOCAL_CLOUD, '/api': LOCAL_CLOUD },
  },
});
