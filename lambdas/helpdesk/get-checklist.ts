import { checklist } from '#shared/helpdesk/helpdesk-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { checklistCounts } from './checklist-counts.ts';

/** The onboarding checklist of /getting-started, computed from the company's own data. */
export const handler = companyRoute({}, async ({ caller }) => checklist(await checklistCounts(caller.companyId)));
