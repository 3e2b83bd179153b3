import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The response headers policy the CloudFront distribution attaches. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

async function fileAt(path: string): Promise<string | undefined> {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? path : undefined;
}

/**
 * The built SPA, as S3 + CloudFront serve it: files by path, and index.html for any other GET (the
 * distribution maps S3's 403/404 to /index.html with 200) so client-side routes survive a reload.
 */
export function createStaticSite(webDist: string) {
  const root = resolve(webDist);
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      decoded = '/';
    }
    const candidate = resolve(join(root, decoded));
    const inside = candidate === root || candidate.startsWith(root + sep);
    const file = (inside && (await fileAt(candidate))) || (await fileAt(join(root, 'index.html')));
    if (!file) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The web app is not built (no ${join(root, 'index.html')}). Run: npm run build:web\n`);
      return;
    }
    const info = await stat(file);
    // Hashed bundles never change; index.html must be re-read so a new deploy is picked up.
    const caching = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': caching,
      ...SECURITY_HEADERS,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
}
