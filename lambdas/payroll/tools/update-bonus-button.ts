import { idParams } from '#shared/payroll-api/common';
import { bonusButtonBody } from '#shared/payroll-api/tools';
import { companyRoute } from '#lambdas/http/route-handler';
import { buttonView, updateButton } from './bonus-buttons.ts';

/** Edits a bonus button; a stale `version` gets 409. */
export const handler = companyRoute({ params: idParams, body: bonusButtonBody }, async ({ caller, params, body }) => buttonView(await updateButton(caller, params.id, body)));
