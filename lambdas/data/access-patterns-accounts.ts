import type { AccessPattern } from './access-patterns.ts';

/** Who may sign in where */
export const ACCOUNT_ACCESS_PATTERNS: readonly AccessPattern[] = [
];
