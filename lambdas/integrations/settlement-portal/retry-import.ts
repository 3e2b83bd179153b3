import { portalRetryBody } from '#shared/integrations/settlement';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { importFromPortal } from './portal-import.ts';

/** A named settlement week fetched again from the portal and imported into the run; the portal's errors reach the user. */
export const handler = companyRoute({ body: portalRetryBody }, async ({ caller, body }) =>
  json(202, await importFromPortal(caller, body.PayRunID, body.settlementWeekEnding)));
