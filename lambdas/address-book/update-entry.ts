import { entryBody, entryParams, kindOfEntryId, normalizeEntry } from '#shared/address-book/address-book-api';
import { addressBookEntryEntity } from '#lambdas/data/entities/address-book-entry';
import { ConflictError, NotFoundError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { entryView } from './entries.ts';

/** Edits an entry; a stale `version` (someone saved in between) gets 409. The list it is in does not change. */
export const handler = companyRoute({ params: entryParams, body: entryBody }, async ({ caller, params, body }) => {
  const kind = kindOfEntryId(params.entryId)!;
  if (body.kind !== kind) throw new ValidationError('An entry stays in its list: add it to the other list instead.', { kind: `This entry is a ${kind}.` });
  const entries = addressBookEntryEntity();
  const key = { companyId: caller.companyId, kind, entryId: params.entryId };
  const { data: current } = await entries.get(key).go();
  if (!current) throw new NotFoundError('Address book entry not found.');
  if (body.version !== undefined && body.version !== current.version) throw new ConflictError();
  const { kind: _kind, ...fields } = normalizeEntry(body);
  try {
    const { data } = await entries
      .patch(key)
      .set({ ...fields, updatedBy: caller.displayName, version: current.version + 1 })
      .where(({ version }, { eq }) => eq(version, current.version))
      .go({ response: 'all_new' });
    return entryView({ ...current, ...data });
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
});
