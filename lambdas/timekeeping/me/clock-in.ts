import { punchBody } from '#shared/timekeeping/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { punch } from './punch.ts';

export const handler = companyRoute({ body: punchBody }, ({ caller, body }) => punch(caller, body, 'in'));
