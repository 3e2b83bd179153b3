import { recordCreateBody } from '#shared/maintenance/api';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { recordView } from './record-view.ts';
import { saveRecord } from './save-record.ts';

/** A new maintenance record; its id comes with it (spec §5: saving needs an id). */
export const handler = companyRoute({ body: recordCreateBody }, async ({ caller, body }) => {
  const saved = await saveRecord(caller.companyId, caller.displayName || caller.userId, body);
  return json(201, await recordView(saved));
});
