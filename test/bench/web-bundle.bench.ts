import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Initial JS and CSS of the built SPA (what index.html loads before any lazy route), in gzip bytes. */
const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

function initialAssets(html: string): { js: string[]; css: string[] } {
  const js = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]!);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]!);
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

function gzipBytes(files: string[]): number {
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(dist + f.replace(/^\//, ''))).length, 0);
}

export async function bench() {
  if (!existsSync(dist + 'index.html')) throw new Error('web/dist is missing: run `npm run build` first');
  const { js, css } = initialAssets(readFileSync(dist + 'index.html', 'utf8'));
  return [
    { name: 'spa-initial-js-gzip', value: Math.round(gzipBytes(js) / 1024), unit: 'KB', budget: 140 },
    { name: 'spa-initial-css-gzip', value: Math.round(gzipBytes(css) / 1024), unit: 'KB', budget: 60 },
  ];
}
