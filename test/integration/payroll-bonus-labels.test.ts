import { describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';

const PAYROLL = RED_MESA.payroll;

async function bonusLabels(): Promise<string[]> {
  const listed = await api('GET', '/bonus-buttons', { as: PAYROLL });
  expect(listed.status).toBe(200);
  return listed.body.bonusButtons.map((b: { label: string }) => b.label);
}

describe('bonus button labels the engine keeps for itself', () => {
  it.each(['Per Diem', ' per diem ', 'MILEAGE PAY', 'D&H Payout', 'Hourly Pay'])('refuses a new button labelled %j with 400 naming label, and saves nothing', async (label) => {
    const before = await bonusLabels();
    const answer = await api('POST', '/bonus-buttons', { as: PAYROLL, body: { label, payoutType: 'flat-rate', flatAmount: 40, applyToAll: true } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields)).toEqual(['label']);
    expect(answer.body.fields.label).toMatch(/engine's own pay entries/);
    expect(await bonusLabels()).toEqual(before);
  });

  it('refuses renaming a button to a reserved label and keeps the button as it was', async () => {
    const created = await api('POST', '/bonus-buttons', { as: PAYROLL, body: { label: 'Fuel Saver Bonus', payoutType: 'flat-rate', flatAmount: 40, applyToAll: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    try {
      const renamed = await api('PUT', `/bonus-buttons/${created.body.id}`, { as: PAYROLL, body: { label: 'Per Diem', payoutType: 'flat-rate', flatAmount: 40, applyToAll: true, version: 1 } });
      expect(renamed.status).toBe(400);
      expect(renamed.body.fields.label).toMatch(/engine's own pay entries/);
      const stored = (await api('GET', '/bonus-buttons', { as: PAYROLL })).body.bonusButtons.find((b: { id: string }) => b.id === created.body.id);
      expect(stored).toMatchObject({ label: 'Fuel Saver Bonus', version: 1 });
    } finally {
      await api('DELETE', `/bonus-buttons/${created.body.id}`, { as: PAYROLL });
    }
  });

  it('refuses a what-if whose bonus buttons use a reserved label, naming the button\'s label', async () => {
    const answer = await api('POST', '/payruns/2026-01-03/what-if', { as: PAYROLL, body: { bonusButtons: [{ label: 'Per Diem', payoutType: 'flat-rate', flatAmount: 40, applyToAll: true }] } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields)).toEqual(['bonusButtons.0.label']);
  });
});
