import { RED_MESA } from '#lib/local/seed/demo-companies';

/** The demo companies whose fuel card integration is complete (Blue Ridge has none: its menu hides the fuel card report). */
export const DEMO_WEX_COMPANY_IDS: readonly string[] = [RED_MESA.companyId];
