import { weekParams } from '#shared/reports/ivmr-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadWeek } from './week-data.ts';

export const handler = companyRoute({ params: weekParams }, async ({ caller, params }) => loadWeek(caller.companyId, params.weekEnding));
