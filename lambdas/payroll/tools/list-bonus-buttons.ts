import { companyRoute } from '#lambdas/http/route-handler';
import { loadBonusButtons } from '#lambdas/payroll/inputs/driver-lookups';
import { buttonView } from './bonus-buttons.ts';

/** Bonus buttons ordered by label. */
export const handler = companyRoute({}, async ({ caller }) => ({ bonusButtons: (await loadBonusButtons(caller.companyId)).map(buttonView) }));
