import { randomUUID } from 'node:crypto';
import { formBody } from '#shared/forms/form-api';
import { formEntity } from '#lambdas/data/entities/form';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { formDetail, stamp } from './forms.ts';

/** A new form starts as a draft (spec part 2 §4); nobody is asked to fill it until it is published. */
export const handler = companyRoute({ body: formBody }, async ({ caller, body }) => {
  const by = stamp(caller);
  const { data } = await formEntity()
    .create({
      companyId: caller.companyId, formId: randomUUID(), ...body, state: 'draft', publishedVersion: 0, hasUnpublishedChanges: true,
      createdOn: by.updatedAt, createdBy: by.updatedBy, ...by, version: 1,
    })
    .go();
  return json(201, await formDetail(data));
});
