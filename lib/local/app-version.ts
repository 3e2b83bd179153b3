import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Repository root, whatever the current directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** package.json's version: what the SPA reports and the version check compares. */
export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
