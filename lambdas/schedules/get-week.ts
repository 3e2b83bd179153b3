import { weekQuery } from '#shared/schedules/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { weekBoard } from './board-view.ts';
import { companyToday } from '#lambdas/data/company-zone';

/** Dispatch's week board (this week when none is named). */
export const handler = companyRoute({ query: weekQuery }, async ({ caller, query }) => weekBoard(caller.companyId, query.week ?? (await companyToday(caller.companyId))));
