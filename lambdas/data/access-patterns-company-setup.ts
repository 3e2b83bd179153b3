import type { AccessPattern } from './access-patterns.ts';

/** Company setup */
export const COMPANY_SETUP_ACCESS_PATTERNS: readonly AccessPattern[] = [
];
