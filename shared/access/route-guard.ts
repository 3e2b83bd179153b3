import { matchAppPath, normalizePath } from './app-paths.ts';
import { isClientOutdated } from './app-version.ts';

/** Paths a visitor may open without signing in (spec part 1 §2.2), lower-cased. */
export const OPEN_PATHS: readonly string[] = [
  '/login',
  '/logout',
  '/register',
  '/create-company',
  '/',
  '/driver-paydoc',
  '/mmr-template',
  '/form-template',
  '/ivmr-template',
  '/ivmr',
  '/adjustment-template',
  '/driver-schedule',
  '/pretrip-safety-inspection',
  '/inspection-form',
  '/oauth/authorize',
  '/oauth/callback',
  // The product's own: a scheduled report's e-mailed link, opened by recipients who may have no account.
  '/report-link',
];

export const RESTART_PATH = '/restart';
export const ROOT_PATH = '/';

export function isOpenPath(pathname: string): boolean {
  return OPEN_PATHS.includes(normalizePath(pathname));
}

export interface GuardInput {
  pathname: string;
  signedIn: boolean;
  clientVersion: string;
  /** Null while the version call has not answered yet: nobody is sent away on a guess. */
  minAllowableVersion: string | null | undefined;
}

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string; reason: 'outdated-client' | 'signed-out' };

/**
 * The default guard, named router-auth in the spec (§2.2). Order matters: /restart is never blocked
 * (it is where an outdated client is sent), then the version check applies to everyone, then a
 * visitor is sent to the root from any page that is not open. Unknown paths are left alone so that
 * they reach the 404 page.
 */
export function routerAuth(input: GuardInput): GuardDecision {
  const path = normalizePath(input.pathname);
  if (path === RESTART_PATH) return { action: 'allow' };
  if (isClientOutdated(input.clientVersion, input.minAllowableVersion)) {
    return { action: 'redirect', to: RESTART_PATH, reason: 'outdated-client' };
  }
  if (!input.signedIn && matchAppPath(path) && !isOpenPath(path)) {
    return { action: 'redirect', to: ROOT_PATH, reason: 'signed-out' };
  }
  return { action: 'allow' };
}
