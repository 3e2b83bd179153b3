import { entryParams, kindOfEntryId } from '#shared/address-book/address-book-api';
import { addressBookEntryEntity } from '#lambdas/data/entities/address-book-entry';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

/** Removes an entry of the caller's company; another company's id is simply not found. */
export const handler = companyRoute({ params: entryParams }, async ({ caller, params }) => {
  const key = { companyId: caller.companyId, kind: kindOfEntryId(params.entryId)!, entryId: params.entryId };
  try {
    await addressBookEntryEntity().delete(key).where((attr, { exists }) => exists(attr.entryId)).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFoundError('Address book entry not found.');
    throw error;
  }
  return { deleted: params.entryId };
});
