import { describe, expect, it } from 'vitest';
import { costTotals, sumAmounts } from '#shared/maintenance/costs';
import { maintenanceCsv } from '#shared/maintenance/export-csv';

describe('maintenance cost totals', () => {
  it('adds lines in whole cents, so the total is exactly parts plus labour', () => {
    const totals = costTotals([
      { kind: 'parts', description: 'a', amount: 0.1 },
      { kind: 'parts', description: 'b', amount: 0.2 },
      { kind: 'parts', description: 'c', amount: 0.29 },
      { kind: 'labour', description: 'd', amount: 1.15 },
    ]);
    expect(totals).toEqual({ partsTotal: 0.59, labourTotal: 1.15, total: 1.74 });
  });

  it('stays exact over many small lines', () => {
    const lines = Array.from({ length: 3 }, () => ({ kind: 'parts' as const, description: 'washer', amount: 0.07 }));
    expect(costTotals(lines)).toEqual({ partsTotal: 0.21, labourTotal: 0, total: 0.21 });
  });

  it('is zero without lines', () => {
    expect(costTotals([])).toEqual({ partsTotal: 0, labourTotal: 0, total: 0 });
  });

  it("writes a CSV whose total row is the sum of its rows' amounts", () => {
    const records = [0.1, 0.2, 0.7].map((amount, i) => ({ VehicleID: `41020${i}`, ServiceDateString: '03/01/2026', ServiceStatus: 'Completed', partsTotal: amount, labourTotal: amount * 2, total: amount * 3 }));
    const lines = maintenanceCsv(records).trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/^Total,.*,1\.00,2\.00,3\.00$/);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
  });
});
