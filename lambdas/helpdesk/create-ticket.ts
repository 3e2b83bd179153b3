import { randomUUID } from 'node:crypto';
import { ticketBody, type TicketCreated } from '#shared/helpdesk/helpdesk-api';
import { sendRecordedEmail } from '#lambdas/alerts/recorded-email';
import { supportTicketEntity } from '#lambdas/data/entities/support-ticket';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { runtimeEnv } from '#lambdas/runtime-env';

/** createOmniSupportTicket: the ticket is recorded, e-mailed to support, and a copy goes to the sender. */
export const handler = companyRoute({ body: ticketBody }, async ({ caller, body }) => {
  const { companyId } = caller;
  const now = new Date();
  const ticketId = randomUUID();
  await supportTicketEntity()
    .create({
      companyId, year: String(now.getUTCFullYear()), createdAt: now.toISOString(), ticketId, subject: body.subject, message: body.message,
      ...(body.step ? { step: body.step } : {}), createdBy: caller.displayName, email: caller.email, state: 'open',
    })
    .go();
  const text = [
    `Ticket ${ticketId} from ${caller.displayName} <${caller.email}> of company ${companyId}`,
    ...(body.step ? [`Getting started step: ${body.step}`] : []),
    '',
    body.message,
  ].join('\n');
  await sendRecordedEmail(companyId, runtimeEnv().SUPPORT_EMAIL, `Support ticket: ${body.subject}`, text);
  if (caller.email) await sendRecordedEmail(companyId, caller.email, `We received your support request: ${body.subject}`, `Your ticket number is ${ticketId}. Support answers by e-mail.\n\n${body.message}`);
  return json(201, { ticketId } satisfies TicketCreated);
});
