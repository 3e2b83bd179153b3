import { companyRoute } from '#lambdas/http/route-handler';
import { listDriverFiles } from './driver-store.ts';

/** The driver files (names, phone, domiciles, dates, CDL and medical card, linked user); no pay settings. */
export const handler = companyRoute({}, async ({ caller }) => ({ drivers: await listDriverFiles(caller) }));
