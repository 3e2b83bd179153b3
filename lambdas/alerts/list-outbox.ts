import * as z from 'zod';
import { companyRoute } from '#lambdas/http/route-handler';
import { outboxPage } from './outbox-page.ts';

const outboxQuery = z.strictObject({ before: z.string().min(9).max(64).regex(/^[0-9a-z]+$/).optional() });

/** The company's outgoingMail, newest first, 100 a page (`before`: the last id of the page before): the local outbox, and the alert log in AWS. */
export const handler = companyRoute({ query: outboxQuery }, async ({ caller, query }) => {
  const mail = await outboxPage(caller.companyId, query.before);
  return { mail: mail.map(({ companyId: _c, month: _m, ...line }) => line) };
});
