import { randomUUID } from 'node:crypto';
import { bonusButtonBody } from '#shared/payroll-api/tools';
import { bonusButtonEntity } from '#lambdas/data/entities/bonus-button';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { buttonView, storedButton } from './bonus-buttons.ts';

/** A new bonus button / payout rule, normalised on the way in. */
export const handler = companyRoute({ body: bonusButtonBody }, async ({ caller, body }) => {
  const id = randomUUID();
  const { data } = await bonusButtonEntity().create({ companyId: caller.companyId, id, ...storedButton(caller, id, body), createdBy: caller.displayName, version: 1 }).go();
  return json(201, buttonView(data as never));
});
