import { describe, expect, it } from 'vitest';
import { computeIfta } from '#shared/fleet/ifta';
import { inIvmrWindow, quarterMiles } from '#shared/reports/ivmr-quarter';
import { sumMiles, windowDays } from '#shared/reports/ivmr-week';

const row = (VehicleID: string, date: string, miles: number, state = 'AZ') => ({ VehicleID, date, state, miles });

// 2026-Q3 runs Wednesday 07-01 to Wednesday 09-30; Sundays 07-05 and 09-27 lie outside every IVMR window,
// and the week ending Saturday 10-03 has its Monday to Wednesday in Q3 and its Thursday to Saturday in Q4.
const rows = [
  row('T1', '2026-06-29', 500), // Monday of the week ending 07-04, but in Q2
  row('T1', '2026-07-01', 100.1),
  row('T1', '2026-07-04', 50.2, 'NM'),
  row('T1', '2026-07-05', 33.3), // Sunday
  row('T1', '2026-07-05', 0.4, 'NM'), // Sunday, a second state
  row('T1', '2026-09-27', 12), // Sunday
  row('T1', '2026-09-28', 200),
  row('T1', '2026-09-30', 0.1),
  row('T1', '2026-10-01', 700), // Thursday of the same week, in Q4
  row('T2', '2026-08-09', 80.5), // Sunday only
];

describe('IVMR miles against IFTA, per tractor and quarter', () => {
  it('puts Monday to Saturday in an IVMR window and the Sunday before it outside every window', () => {
    for (const day of windowDays('2026-10-03')) expect(inIvmrWindow(day)).toBe(true);
    expect(inIvmrWindow('2026-09-27')).toBe(false);
    expect(inIvmrWindow('2026-10-04')).toBe(false);
  });

  it('splits the quarter\'s miles so that window miles + outside miles = IFTA miles, row by row and in total', () => {
    const answer = quarterMiles('2026-Q3', rows)!;
    expect(answer).toMatchObject({ firstDay: '2026-07-01', lastDay: '2026-09-30' });
    expect(answer.tractors).toEqual([
      {
        VehicleID: 'T1', windowMiles: 350.4, outsideMiles: 45.7, iftaMiles: 396.1,
        outsideDays: [{ date: '2026-07-05', miles: 33.7 }, { date: '2026-09-27', miles: 12 }],
      },
      { VehicleID: 'T2', windowMiles: 0, outsideMiles: 80.5, iftaMiles: 80.5, outsideDays: [{ date: '2026-08-09', miles: 80.5 }] },
    ]);
    for (const t of answer.tractors) expect(sumMiles([t.windowMiles, t.outsideMiles])).toBe(t.iftaMiles);
    expect(answer.totals).toEqual({ windowMiles: 350.4, outsideMiles: 126.2, iftaMiles: 476.6 });
  });

  it('gives each day of a week that straddles a quarter boundary to the quarter of that day', () => {
    const q4 = quarterMiles('2026-Q4', rows)!;
    expect(q4.tractors).toEqual([{ VehicleID: 'T1', windowMiles: 700, outsideMiles: 0, iftaMiles: 700, outsideDays: [] }]);
    const q2 = quarterMiles('2026-Q2', rows)!;
    expect(q2.tractors.map((t) => [t.VehicleID, t.windowMiles])).toEqual([['T1', 500]]);
  });

  it('counts for each tractor exactly the miles IFTA counts for it in the quarter', () => {
    const answer = quarterMiles('2026-Q3', rows)!;
    for (const tractor of answer.tractors) {
      const ifta = computeIfta({
        quarter: '2026-Q3', mileage: rows.filter((r) => r.VehicleID === tractor.VehicleID), fuel: [{ VehicleID: tractor.VehicleID, date: '2026-08-01', state: 'AZ', gallons: 10 }],
      });
      expect(tractor.iftaMiles).toBe(ifta.totalMiles);
    }
  });

  it('answers nothing for a text that is not a quarter', () => {
    expect(quarterMiles('2026-Q5', rows)).toBeUndefined();
  });
});
