import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import type { Caller } from './caller.ts';
import { UnauthenticatedError } from './errors.ts';

/**
 * How long a container trusts what it read of a user's directory entry. An ID token lives an hour; the
 * directory is the truth at once, so a disabled or demoted user's old token stops working (or works with
 * his new role) within this long in every warm container, and at once where the change was made.
 */
export const STANDING_TTL_MS = 30_000;
/** Entries a warm container keeps; the oldest goes first. */
const MAX_ENTRIES = 2_000;

export const DISABLED_MESSAGE = 'Your account is disabled. Ask your company’s owner to enable it.';

/** `driverId` null: the entry names none (older entries), so the token's stands while the role does. */
export interface Standing { status: 'invited' | 'active' | 'disabled'; role: number; driverId: string | null }
/** Reads a user's directory entry; null when he has none. The accounts domain registers it (lambdas/ownership-checks.ts). */
export type StandingReader = (companyId: string, uid: string) => Promise<Standing | null>;

let reader: StandingReader | undefined;

export function registerStandingReader(read: StandingReader): void {
  reader = read;
}

const cache = new Map<string, { readAt: number; standing: Standing | null }>();

const keyOf = (companyId: string, uid: string) => `${companyId}|${uid}`;

async function standingOf(companyId: string, uid: string, now: number): Promise<Standing | null> {
  const key = keyOf(companyId, uid);
  const known = cache.get(key);
  if (known && now - known.readAt < STANDING_TTL_MS) return known.standing;
  // Never let a caller through unchecked: an entry that forgot to register the reader fails loudly.
  if (!reader) throw new Error('No standing reader is registered (lambdas/ownership-checks.ts)');
  const standing = await reader(companyId, uid);
  cache.delete(key);
  cache.set(key, { readAt: now, standing });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return standing;
}

/**
 * The caller as the company directory has him now, not as his token was issued: a disabled user is
 * refused (401, so the app signs him out), a user whose role changed acts with his current role and driver
 * id. A user without an entry (a company being created) keeps his token's claims.
 */
export async function currentCaller(caller: Caller, now: number = Date.now()): Promise<Caller> {
  if (!caller.companyId) return caller;
  const standing = await standingOf(caller.companyId, caller.userId, now);
  if (!standing) return caller;
  if (standing.status === 'disabled') throw new UnauthenticatedError(DISABLED_MESSAGE);
  const driverId = standing.driverId ?? (standing.role === caller.role ? caller.driverId : DEFAULT_DRIVER_ID);
  if (standing.role === caller.role && driverId === caller.driverId) return caller;
  return { ...caller, role: standing.role, driverId };
}

/** Where a user's standing changed (role, status), this container reads it again on his next request. */
export function forgetStanding(companyId: string, uid: string): void {
  cache.delete(keyOf(companyId, uid));
}
