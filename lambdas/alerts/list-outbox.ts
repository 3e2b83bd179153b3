import * as z from 'zod';
import { outgoingMailEntity } from '../data/entities/outgoing-mail.ts';
import { companyRoute } from '../http/route-handler.ts';

const outboxQuery = z.strictObject({ before: z.string().min(1).max(64).optional() });

/** The company's outgoingMail, newest first, 100 a page: the local outbox, and the alert log in AWS. */
export const handler = companyRoute({ query: outboxQuery }, async ({ caller, query }) => {
  const byTime = outgoingMailEntity().query.byTime({ companyId: caller.companyId });
  const { data } = await (query.before ? byTime.lt({ id: query.before }) : byTime).go({ order: 'desc', limit: 100 });
  return { mail: data.map(({ companyId: _c, ...mail }) => mail) };
});
