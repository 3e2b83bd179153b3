import type { AccessPattern } from './access-patterns.ts';

export const TRIP_ACCESS_PATTERNS: readonly AccessPattern[] = [];
