import { portalImportBody } from '#shared/integrations/settlement';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { importFromPortal } from './portal-import.ts';

/** The settlement file of the run's week, fetched from the portal and imported into the run (202 with the import). */
export const handler = companyRoute({ body: portalImportBody }, async ({ caller, body }) => json(202, await importFromPortal(caller, body.PayRunID)));
