import { mmrMonthParams } from '#shared/reports/mmr-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { monthZipLink } from './month-files.ts';

/** The month's zip, one PDF per tractor, named `{company}-{month}-MMR.zip` (spec exportMMRtoZip), behind a 15-minute link. */
export const handler = companyRoute({ params: mmrMonthParams }, async ({ caller, params }) => monthZipLink(caller.companyId, params.month));
