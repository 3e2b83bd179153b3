import type { AccessPattern } from './access-patterns.ts';

export const TIMEKEEPING_ACCESS_PATTERNS: readonly AccessPattern[] = [];
