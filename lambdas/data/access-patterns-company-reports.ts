import type { AccessPattern } from './access-patterns.ts';

/** Points summary rows, scheduled company reports and the links they e-mail. */
export const COMPANY_REPORT_ACCESS_PATTERNS: readonly AccessPattern[] = [];
