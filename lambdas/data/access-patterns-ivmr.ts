import type { AccessPattern } from './access-patterns.ts';

/** IVMR reports saved on approval and anything else the IVMR weeks need besides ivmrApproval (in access-patterns-imports.ts). */
export const IVMR_ACCESS_PATTERNS: readonly AccessPattern[] = [];
