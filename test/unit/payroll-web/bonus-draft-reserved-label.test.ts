import { describe, expect, it } from 'vitest';
import { bonusButtonBody } from '#shared/payroll-api/tools';
import { bonusBodyOf, bonusDraftOf } from '#web/features/payroll/rules/bonus/bonus-draft.ts';

describe('a stored bonus button saved under a reserved label before the rule', () => {
  const stored = { id: 'old-per-diem', label: 'Per Diem', payoutType: 'flat-rate' as const, flatAmount: 40, applyToAll: true, domicileIds: ['PHX'] };

  it('opens in the editor with its own settings, not an empty draft', () => {
    expect(bonusDraftOf(stored)).toMatchObject({ id: 'old-per-diem', label: 'Per Diem', flatAmount: '40', applyToAll: true, domicileIds: ['PHX'] });
  });

  it('cannot be saved until its label is changed, and the editor is told which field', () => {
    const draft = bonusDraftOf(stored);
    const refused = bonusButtonBody.safeParse(bonusBodyOf(draft));
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => i.path.join('.'))).toEqual(['label']);
    expect(bonusButtonBody.parse(bonusBodyOf({ ...draft, label: 'Per Diem Bonus' })).label).toBe('Per Diem Bonus');
  });
});
