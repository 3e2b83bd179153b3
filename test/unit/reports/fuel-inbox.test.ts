import { describe, expect, it } from 'vitest';
import { byCompany, inboxCompany } from '#lambdas/reports/fuel/fuel-inbox';

describe('the fuel inbox job\'s items', () => {
  it('groups the waiting files by the company folder they are in, in the listing\'s order', () => {
    const keys = ['fuel-inbox/cmp-A/WEX-2025-05-01.csv', 'fuel-inbox/cmp-B/WEX-2025-05-01.csv', 'fuel-inbox/cmp-A/WEX-2025-05-02.csv'];
    expect(byCompany(keys)).toEqual([
      { companyId: 'cmp-A', keys: ['fuel-inbox/cmp-A/WEX-2025-05-01.csv', 'fuel-inbox/cmp-A/WEX-2025-05-02.csv'] },
      { companyId: 'cmp-B', keys: ['fuel-inbox/cmp-B/WEX-2025-05-01.csv'] },
    ]);
  });

  it('decodes the company folder and leaves out a file outside any company folder', () => {
    expect(inboxCompany('fuel-inbox/red%20mesa/x.csv')).toBe('red mesa');
    expect(byCompany(['fuel-inbox//x.csv'])).toEqual([]);
  });
});
