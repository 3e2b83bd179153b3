import type { AccessPattern } from './access-patterns.ts';

/** The monthly maintenance report: each tractor's month and the month's batch. */
export const MMR_ACCESS_PATTERNS: readonly AccessPattern[] = [];
