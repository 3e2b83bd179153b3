import { iftaQuery } from '#shared/reports/fuel-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { iftaQuarter } from './ifta-quarter.ts';

/** The quarter's IFTA return; a quarter without fuel answers its refusal in words, not an error. */
export const handler = companyRoute({ query: iftaQuery }, async ({ caller, query }) => iftaQuarter(caller.companyId, query.quarter));
