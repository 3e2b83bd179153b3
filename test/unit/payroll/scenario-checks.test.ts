import { describe, expect, it } from 'vitest';
import { parseScenario } from '#shared/payroll/scenario-schema';

const DRIVER = { DriverID: '1000001', Active: true };
const TRIP = { TripNumber: 'T1', RunType: 'LINEHAUL', MilesQTY: 10, DriverNo1: '1000001' };

function problemsOf(change: Record<string, unknown>): string[] {
  const parsed = parseScenario({ weekEnding: '11/13/2026', drivers: [DRIVER], tripLogs: [TRIP], ...change });
  return parsed.ok ? [] : parsed.problems;
}

describe('scenario MilesQTY', () => {
  it.each<[string, unknown, string]>([
    ['"212 mi"', '212 mi', 'tripLogs[0].MilesQTY: "212 mi" is not a number'],
    ['a blank string', '  ', 'tripLogs[0].MilesQTY: "  " is not a number'],
    ['-5', -5, 'tripLogs[0].MilesQTY: must be 0 or more'],
    ['"-0.5"', '-0.5', 'tripLogs[0].MilesQTY: must be 0 or more'],
    ['nothing', undefined, 'tripLogs[0].MilesQTY: expected a number or a numeric string, got nothing'],
  ])('refuses a scenario whose MilesQTY is %s, naming the field', (_what, miles, problem) => {
    expect(problemsOf({ tripLogs: [{ ...TRIP, MilesQTY: miles }] })).toEqual([problem]);
  });

  it.each<[string, unknown]>([['0', 0], ['a numeric string', '212'], ['a decimal string with spaces', ' 612.5 ']])('accepts MilesQTY of %s', (_what, miles) => {
    expect(problemsOf({ tripLogs: [{ ...TRIP, MilesQTY: miles }] })).toEqual([]);
  });
});

describe('scenario entries that repeat', () => {
  it('refuses two trips with the same TripNumber, naming the second and the first', () => {
    expect(problemsOf({ tripLogs: [TRIP, { ...TRIP, MilesQTY: 20 }] })).toEqual(['tripLogs[1].TripNumber: trip "T1" already appears at tripLogs[0]']);
  });

  it('counts TripNumber 1001 and " 1001 " as the same trip, as the engine does', () => {
    expect(problemsOf({ tripLogs: [{ ...TRIP, TripNumber: 1001 }, { ...TRIP, TripNumber: ' 1001 ' }] })).toEqual(['tripLogs[1].TripNumber: trip "1001" already appears at tripLogs[0]']);
  });

  it('refuses two drivers with the same DriverID', () => {
    expect(problemsOf({ drivers: [DRIVER, { DriverID: 1000001, Active: false }] })).toEqual(['drivers[1].DriverID: driver "1000001" already appears at drivers[0]']);
  });

  it('refuses two stored payouts for the same trip and driver, and allows one per driver of a trip', () => {
    const storedPayouts = [
      { TripNumber: 'T1', DriverID: '1000001', payout: 100 },
      { TripNumber: 'T1', DriverID: '1000002', payout: 90 },
      { TripNumber: 'T1', DriverID: '1000001', payout: 120 },
    ];
    expect(problemsOf({ storedPayouts })).toEqual(['storedPayouts[2]: TripNumber "T1" with DriverID "1000001" already has a stored payout at storedPayouts[0]']);
  });

  it('names every repeat together with the format problems of the same file', () => {
    const problems = problemsOf({ tripLogs: [TRIP, { ...TRIP, MilesQTY: '212 mi' }, { ...TRIP, TripNumber: 'T2' }, { ...TRIP, TripNumber: 'T2' }] });
    expect(problems).toEqual([
      'tripLogs[1].MilesQTY: "212 mi" is not a number',
      'tripLogs[1].TripNumber: trip "T1" already appears at tripLogs[0]',
      'tripLogs[3].TripNumber: trip "T2" already appears at tripLogs[2]',
    ]);
  });
});

describe('scenario bonus button labels', () => {
  it.each(['Per Diem', ' per diem ', 'MILEAGE PAY', 'D&H Payout', 'Day Rate Pay', 'Hourly Pay', 'weekly pay'])('refuses a bonus button labelled %j, naming its label', (label) => {
    const problems = problemsOf({ bonusButtons: [{ id: 'b1', label, flatAmount: 40, applyToAll: true }] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^bonusButtons\[0\]\.label: label ".*" is one of the engine's own pay entries/);
  });

  it('refuses a button without a label whose id would become a reserved label', () => {
    expect(problemsOf({ bonusButtons: [{ id: 'Per Diem', flatAmount: 40, applyToAll: true }] })[0]).toMatch(/^bonusButtons\[0\]\.label: blank, so the button would be labelled by its id "Per Diem"/);
  });

  it('accepts a label that only contains a reserved one', () => {
    expect(problemsOf({ bonusButtons: [{ id: 'b1', label: 'Per Diem Bonus', flatAmount: 40, applyToAll: true }] })).toEqual([]);
  });
});
