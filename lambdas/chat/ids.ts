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
