import type { AccessPattern } from './access-patterns.ts';

/** Helpdesk */
export const HELPDESK_ACCESS_PATTERNS: readonly AccessPattern[] = [
];
