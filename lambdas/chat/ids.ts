import { randomBytes } from 'node:crypto';

/** 9 base-36 digits of epoch milliseconds: lexical order is time order until the year 5188. */
export function timeKey(ms: number): string {
  return Math.max(0, Math.floor(ms)).toString(36).padStart(9, '0');
}

/** An id that sorts by creation time, unique thanks to 10 random hex digits. */
export function timeOrderedId(ms: number = Date.now()): string {
  return `${timeKey(ms)}${randomBytes(5).toString('hex')}`;
}

/** Greater than every id made at or before `ms`, less than every id made after it. */
export function afterTimeBound(ms: number): string {
  return `${timeKey(ms)}~`;
}

/**
 * Sorts after every id: the upper bound of one room's messages. ElectroDB's gt/lt on a partial sort key
 * put no bound on the room, so they run on into the next room's messages; ranges use `between` instead.
 */
export const AFTER_EVERY_ID = '~';

/** What a message id looks like (time-ordered ids and broadcast ids alike). */
export const MESSAGE_ID_PATTERN = /^[0-9a-z]{1,64}$/;
