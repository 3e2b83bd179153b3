import type { AccessPattern } from './access-patterns.ts';

export const SCHEDULE_ACCESS_PATTERNS: readonly AccessPattern[] = [];
