import { describe, expect, it } from 'vitest';
import { driverBalance, latestApplications } from '#shared/settlements/adjustment-balance';

/** The balance rule the settlement balances and the printable /Adjustment-Template both read. */
describe('a driver\'s settlement adjustment balance', () => {
  const apps = [
    { adjustmentId: 'advance', PayRunID: '2026-02-07', carriedOver: 300.1 },
    { adjustmentId: 'advance', PayRunID: '2026-02-14', carriedOver: 100.2 },
    { adjustmentId: 'escrow', PayRunID: '2026-02-07', carriedOver: 0.1 },
    { adjustmentId: 'stopped', PayRunID: '2026-02-21', carriedOver: 50 },
  ];

  it('carries each active adjustment\'s latest remainder, summed in cents, with the latest of those runs', () => {
    expect(driverBalance(['advance', 'escrow'], apps)).toEqual({ balance: 100.3, lastPayRunID: '2026-02-14' });
  });

  it('leaves out adjustments that are not active and is zero with no application', () => {
    expect(driverBalance(['escrow'], apps)).toEqual({ balance: 0.1, lastPayRunID: '2026-02-07' });
    expect(driverBalance([], apps)).toEqual({ balance: 0, lastPayRunID: '' });
    expect(latestApplications(apps).get('advance')?.PayRunID).toBe('2026-02-14');
  });
});
