import { randomUUID } from 'node:crypto';
import { normaliseBonusButton } from '#shared/payroll/bonus-button';
import type { BonusButtonEdit } from '#shared/payroll-api/tools';
import { bonusButtonEntity, type BonusButtonItem } from '#lambdas/data/entities/bonus-button';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

/** The stored form of a button: what the editor sent plus the derived method fields the spec lists. */
export function storedButton(caller: CompanyCaller, id: string, edit: BonusButtonEdit) {
  const { version: _v, ...fields } = edit;
  const normal = normaliseBonusButton({ ...fields, id }, 0);
  return {
    ...fields,
    primaryMethod: normal.primaryMethod,
    hasMultipleMethods: normal.hasMultipleMethods,
    methodTypes: [...normal.methodTypes],
    calculationMethods: fields.calculationMethods.map((m) => ({ ...m, id: m.id ?? randomUUID() })),
    updatedBy: caller.displayName,
    updatedAt: new Date().toISOString(),
  };
}

export function buttonView(item: BonusButtonItem) {
  const { companyId: _c, ...rest } = item;
  return rest;
}

export async function updateButton(caller: CompanyCaller, id: string, edit: BonusButtonEdit): Promise<BonusButtonItem> {
  const buttons = bonusButtonEntity();
  const { data: current } = await buttons.get({ companyId: caller.companyId, id }).go();
  if (!current) throw new NotFoundError('Bonus button not found.');
  if (edit.version !== undefined && edit.version !== current.version) throw new ConflictError();
  const version = (current.version ?? 1) + 1;
  try {
    const { data } = await buttons
      .patch({ companyId: caller.companyId, id })
      .set({ ...storedButton(caller, id, edit), version })
      .remove((['hint', 'rate', 'flatAmount', 'maxPayout', 'mileageMin', 'mileageMax', 'tenureMinDays'] as const).filter((f) => edit[f] === undefined))
      .where(({ version: v }, { eq }) => eq(v, current.version ?? 1))
      .go({ response: 'all_new' });
    return data as BonusButtonItem;
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
}
