import { describe, expect, it } from 'vitest';
import { hoursCsv, hoursTable, hoursText } from '#shared/timekeeping/hours-table';

const DAYS = ['2025-11-09', '2025-11-10', '2025-11-11'];
const DRIVERS: Array<{ DriverID: string; name: string; days: Record<string, number> }> = [
  { DriverID: '1004500', name: 'Jake Thornton', days: { '2025-11-10': 510, '2025-11-11': 95 } },
  { DriverID: '1004503', name: 'Ana Ruiz', days: { '2025-11-09': 60, '2025-11-11': 5, '2025-11-20': 999 } },
];

describe('the timekeeping hours table', () => {
  it('writes minutes as hours and minutes', () => {
    expect(hoursText(0)).toBe('0:00');
    expect(hoursText(605)).toBe('10:05');
  });

  it('totals each row and each day as the sum of the cells shown, ignoring days outside the week', () => {
    const table = hoursTable(DAYS, DRIVERS);
    expect(table.rows.map((r) => r.total)).toEqual([605, 65]);
    expect(table.dayTotals).toEqual([60, 510, 100]);
    expect(table.total).toBe(670);
  });

  it('exports exactly the table with its totals row', () => {
    const csv = hoursCsv(hoursTable(DAYS, DRIVERS), 'Total').trim().split(/\r?\n/);
    expect(csv).toEqual([
      'Driver ID,Driver,2025-11-09,2025-11-10,2025-11-11,Total',
      '1004500,Jake Thornton,0:00,8:30,1:35,10:05',
      '1004503,Ana Ruiz,1:00,0:00,0:05,1:05',
      ',Total,1:00,8:30,1:40,11:10',
    ]);
  });
});
