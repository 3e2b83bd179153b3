import { describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';

/** Lambda's 6 MB invocation payload, under API Gateway's own 10 MB: what gets past here would fail in AWS. */
describe('local gateway: Lambda payload limits', () => {
  it('a POST body over 6 MB is answered 413 Request Entity Too Large by the gateway and nothing is written', async () => {
    const label = `Oversized ${Date.now()}`;
    const before = await api('GET', '/bonus-buttons', { as: RED_MESA.payroll });
    const answer = await api('POST', '/bonus-buttons', {
      as: RED_MESA.payroll,
      body: { label, payoutType: 'flat-rate', flatAmount: 40, applyToAll: true, notes: 'x'.repeat(7 * 1024 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'Request Entity Too Large' });
    const after = await api('GET', '/bonus-buttons', { as: RED_MESA.payroll });
    expect(after.body).toEqual(before.body);
  });

  it('a POST body just under the limit still reaches the handler', async () => {
    const answer = await api('POST', '/bonus-buttons', { as: RED_MESA.payroll, body: { label: 'x'.repeat(5 * 1024 * 1024) } });
    expect(answer.body).not.toEqual({ message: 'Request Entity Too Large' });
  });
});
