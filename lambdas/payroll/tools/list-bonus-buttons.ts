import { companyRoute } from '../../http/route-handler.ts';
import { loadBonusButtons } from '../inputs/driver-lookups.ts';
import { buttonView } from './bonus-buttons.ts';

/** Bonus buttons ordered by label. */
export const handler = companyRoute({}, async ({ caller }) => ({ bonusButtons: (await loadBonusButtons(caller.companyId)).map(buttonView) }));
