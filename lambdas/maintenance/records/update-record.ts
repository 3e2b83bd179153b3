import * as z from 'zod';
import { recordId, recordUpdateBody } from '#shared/maintenance/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { recordView } from './record-view.ts';
import { saveRecord } from './save-record.ts';

/** Edits a record (version lock); a new tractor or day moves it. */
export const handler = companyRoute({ params: z.object({ id: recordId }), body: recordUpdateBody }, async ({ caller, params, body }) => {
  const { was, version, ...fields } = body;
  const saved = await saveRecord(caller.companyId, caller.displayName || caller.userId, { id: params.id, ...fields }, { ...was, version });
  return recordView(saved);
});
