import { describe, expect, it } from 'vitest';
import { bonusButtonBody } from '#shared/payroll-api/tools';
import { isReservedLabel } from '#shared/payroll/reserved-labels';

describe('labels the engine writes itself', () => {
  it.each(['Mileage Pay', 'D&H Payout', 'Per Diem', 'Day Rate Pay', 'Hourly Pay', 'Weekly Pay', '  PER DIEM  ', 'd&h payout'])('%j is reserved, compared trimmed and ignoring case', (label) => {
    expect(isReservedLabel(label)).toBe(true);
  });

  it.each(['Per Diem Bonus', 'Safety Bonus', 'Mileage', ''])('%j is free for a bonus button', (label) => {
    expect(isReservedLabel(label)).toBe(false);
  });

  it('the bonus button schema (API and web editor) refuses a reserved label, naming label', () => {
    const parsed = bonusButtonBody.safeParse({ label: ' Per Diem ', flatAmount: 40, applyToAll: true });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['label', expect.stringMatching(/^label "Per Diem" is one of the engine's own pay entries/)]]);
  });

  it('the bonus button schema keeps accepting an ordinary label', () => {
    expect(bonusButtonBody.parse({ label: 'Safety Bonus', flatAmount: 40, applyToAll: true }).label).toBe('Safety Bonus');
  });
});
