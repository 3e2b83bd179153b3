import { describe, expect, it } from 'vitest';
import { computeReminders, type RemindersInput } from '#shared/fleet/reminders';

const TODAY = '2026-06-01';

/** One tractor at 100,000 mi and one program every 10,000 mi / 90 days, last serviced at `serviced`. */
function input(overrides: { program?: object; tractor?: object; records?: object[]; today?: string } = {}): RemindersInput {
  return {
    today: overrides.today ?? TODAY,
    tractors: [{ id: 'T1', LatestOdometer: 100_000, ...overrides.tractor }],
    programs: [{ id: 'PM', name: 'PM A', isPM: true, intervalMiles: 10_000, intervalDays: 90, ...overrides.program }],
    maintRecords: overrides.records ?? [],
  } as RemindersInput;
}

const serviceAt = (odometer: number | undefined, date = '2026-05-01', extra: object = {}) => ({ VehicleID: 'T1', isPM: true, ServiceDate: date, odometer, ...extra });
const only = (value: RemindersInput) => computeReminders(value).reminders[0]!;
const milesOnly = { intervalDays: null };
const daysOnly = { intervalMiles: null };

describe('service reminders: the miles dimension at each boundary', () => {
  const stateAtRemaining = (remaining: number) => only(input({ program: milesOnly, records: [serviceAt(100_000 - 10_000 + remaining)] }));

  it('is overdue one mile past, due at exactly 0 and at exactly due-within, due soon just past it', () => {
    expect(stateAtRemaining(-1).state).toBe('overdue');
    expect(stateAtRemaining(0).state).toBe('due');
    expect(stateAtRemaining(250).state).toBe('due');
    expect(stateAtRemaining(251).state).toBe('due-soon');
    expect(stateAtRemaining(1000).state).toBe('due-soon');
    expect(stateAtRemaining(1001).state).toBe('ok');
  });

  it('gives the due odometer and remaining miles, with fractions exact', () => {
    const reminder = only(input({ program: { ...milesOnly, intervalMiles: 0.3 }, tractor: { LatestOdometer: 0.1 }, records: [serviceAt(0.2)] }));
    expect(reminder.nextDueMiles).toBe(0.5);
    expect(reminder.remainingMiles).toBe(0.4);
    expect(reminder.nextDueDate).toBeNull();
    expect(reminder.remainingDays).toBeNull();
  });

  it('sets exactly one flag for overdue, due and due-soon, none for ok', () => {
    const flags = (remaining: number) => {
      const r = stateAtRemaining(remaining);
      return [r.isOverDue, r.isDue, r.isDueSoon];
    };
    expect(flags(-5)).toEqual([true, false, false]);
    expect(flags(100)).toEqual([false, true, false]);
    expect(flags(500)).toEqual([false, false, true]);
    expect(flags(5000)).toEqual([false, false, false]);
  });

  it('uses the program thresholds when given, 0 included', () => {
    const program = { ...milesOnly, dueWithinMiles: 0, dueSoonWithinMiles: 0 };
    expect(only(input({ program, records: [serviceAt(90_000)] })).state).toBe('due');
    expect(only(input({ program, records: [serviceAt(90_001)] })).state).toBe('ok');
  });
});

describe('service reminders: the days dimension at each boundary', () => {
  // Serviced on `date`, due 90 days later; today is 2026-06-01.
  const stateServicedDaysAgo = (daysAgo: number) => {
    const serviced = new Date(Date.UTC(2026, 5, 1) - daysAgo * 86_400_000).toISOString().slice(0, 10);
    return only(input({ program: daysOnly, records: [serviceAt(undefined, serviced)] }));
  };

  it('is overdue a day past, due on the day and exactly 7 days before, due soon at 8 and 30, ok at 31', () => {
    expect(stateServicedDaysAgo(91).state).toBe('overdue');
    expect(stateServicedDaysAgo(90).state).toBe('due');
    expect(stateServicedDaysAgo(90).remainingDays).toBe(0);
    expect(stateServicedDaysAgo(83).state).toBe('due');
    expect(stateServicedDaysAgo(82).state).toBe('due-soon');
    expect(stateServicedDaysAgo(60).state).toBe('due-soon');
    expect(stateServicedDaysAgo(59).state).toBe('ok');
  });

  it('counts a non-whole intervalDays as no days dimension', () => {
    const reminder = only(input({ program: { intervalDays: 7.5 }, records: [serviceAt(95_000)] }));
    expect(reminder.nextDueDate).toBeNull();
    expect(reminder.nextDueMiles).toBe(105_000);
  });
});

describe('service reminders: the worst dimension wins', () => {
  it('is overdue on days even with miles ok, and due on miles with days due soon', () => {
    expect(only(input({ records: [serviceAt(99_000, '2026-02-01')] })).state).toBe('overdue');
    const both = only(input({ records: [serviceAt(90_100, '2026-03-20')] }));
    expect(both.remainingMiles).toBe(100);
    expect(both.remainingDays).toBe(17);
    expect(both.state).toBe('due');
  });
});

describe('service reminders: the baseline', () => {
  it('takes the latest serving record by day, then the higher odometer, one without ranking lowest', () => {
    const records = [serviceAt(95_000, '2026-05-01'), serviceAt(96_000, '2026-05-01T10:00:00'), serviceAt(undefined, '2026-05-01'), serviceAt(97_000, '2026-04-30')];
    expect(only(input({ program: milesOnly, records })).nextDueMiles).toBe(106_000);
  });

  it('counts only completed records of the tractor that serve the program', () => {
    const records = [
      serviceAt(99_000, '2026-05-20', { ServiceStatus: 'Scheduled' }),
      serviceAt(99_500, '2026-05-21', { VehicleID: 'T2' }),
      serviceAt(99_600, '2026-05-22', { isPM: false }),
      serviceAt(98_000, '2026-05-10', { ServiceStatus: ' COMPLETED ', status: 'open' }),
    ];
    expect(only(input({ program: milesOnly, records })).nextDueMiles).toBe(108_000);
  });

  it('serves a program by service type, trimmed and in any case', () => {
    const program = { ...milesOnly, isPM: false, serviceTypes: [' Oil Change '] };
    const records = [serviceAt(97_000, '2026-05-02', { isPM: false, serviceType: 'oil change' }), serviceAt(99_000, '2026-05-03')];
    expect(only(input({ program, records })).nextDueMiles).toBe(107_000);
  });

  it('prefers any serving record, however old, to the program baseline', () => {
    const program = { ...milesOnly, baselines: [{ tractorId: 'T1', date: '2026-05-30', odometer: 99_900 }] };
    expect(only(input({ program, records: [serviceAt(50_000, '2020-01-01')] })).nextDueMiles).toBe(60_000);
    expect(only(input({ program, records: [] })).nextDueMiles).toBe(109_900);
  });

  it('gives a baseline without odometer the latest reading on or before it, the highest of that day', () => {
    const tractor = { odometerReadings: [{ date: '2026-04-01', odometer: 91_000 }, { date: '2026-04-01', odometer: 91_500 }, { date: '2026-03-01', odometer: 92_000 }, { date: '2026-04-02', odometer: 93_000 }] };
    const program = { ...milesOnly, baselines: [{ tractorId: 'T1', date: '2026-04-01' }] };
    expect(only(input({ program, tractor })).nextDueMiles).toBe(101_500);
  });

  it('judges on days alone when no reading gives the baseline an odometer', () => {
    const program = { baselines: [{ tractorId: 'T1', date: '2026-04-01' }] };
    const reminder = only(input({ program, tractor: { odometerReadings: [{ date: '2026-04-02', odometer: 93_000 }] } }));
    expect(reminder.nextDueMiles).toBeNull();
    expect(reminder.nextDueDate).toBe('2026-06-30');
    expect(reminder.state).toBe('due-soon');
  });

  it('is unknown with no service on record, or with no dimension left, and counts nowhere', () => {
    const none = computeReminders(input({ records: [] }));
    expect(none.reminders[0]).toMatchObject({ state: 'unknown', isOverDue: false, isDue: false, isDueSoon: false, forecastDueDate: null });
    expect(none.reminders[0]!.reason).toMatch(/no service on record/);
    expect(none.tractors[0]).toEqual({ id: 'T1', serviceOverdueCount: 0, serviceDueSoonCount: 0 });
    const milesNoOdometer = only(input({ program: milesOnly, records: [serviceAt(undefined)] }));
    expect(milesNoOdometer.state).toBe('unknown');
  });
});

describe('service reminders: forecast from average daily miles', () => {
  const readings = (pairs: Array<[string, number]>) => ({ odometerReadings: pairs.map(([date, odometer]) => ({ date, odometer })) });

  it('forecasts today + ⌈remaining × days ÷ miles⌉ from the earliest and latest readings of the last 30 days', () => {
    // 700 mi over 7 days; 1,001 mi left → ⌈1001 × 7 / 700⌉ = ⌈10.01⌉ = 11 days.
    const tractor = readings([['2026-05-25', 99_300], ['2026-06-01', 100_000], ['2026-04-30', 10]]);
    const reminder = only(input({ program: milesOnly, tractor, records: [serviceAt(91_001)] }));
    expect(reminder.mileageForecastDate).toBe('2026-06-12');
    expect(reminder.forecastDueDate).toBe('2026-06-12');
    expect(reminder.averageDailyMiles).toBe(100);
  });

  it('uses a reading exactly 30 days back and ignores one 31 days back or after today', () => {
    const tractor = readings([['2026-05-02', 97_000], ['2026-05-01', 10], ['2026-06-01', 100_000], ['2026-06-02', 200_000]]);
    expect(only(input({ program: milesOnly, tractor, records: [serviceAt(91_000)] })).mileageForecastDate).toBe('2026-06-11');
  });

  it('needs the readings at least 7 days apart and a positive average', () => {
    const six = readings([['2026-05-26', 99_400], ['2026-06-01', 100_000]]);
    expect(only(input({ program: milesOnly, tractor: six, records: [serviceAt(91_000)] })).mileageForecastDate).toBeNull();
    const flat = readings([['2026-05-20', 100_000], ['2026-06-01', 100_000]]);
    expect(only(input({ program: milesOnly, tractor: flat, records: [serviceAt(91_000)] })).mileageForecastDate).toBeNull();
  });

  it('breaks same-day ties with the lower odometer first and the higher last', () => {
    const tractor = readings([['2026-05-22', 99_400], ['2026-05-22', 99_300], ['2026-05-29', 99_900], ['2026-05-29', 100_000]]);
    expect(only(input({ program: milesOnly, tractor, records: [serviceAt(90_100)] })).averageDailyMiles).toBe(100);
  });

  it('forecasts today for an overdue reminder and takes the earlier of date and mileage forecast', () => {
    const tractor = readings([['2026-05-22', 99_300], ['2026-06-01', 100_000]]);
    expect(only(input({ program: milesOnly, tractor, records: [serviceAt(80_000)] })).forecastDueDate).toBe(TODAY);
    expect(only(input({ tractor, records: [serviceAt(95_000, '2026-03-10')] })).forecastDueDate).toBe('2026-06-08');
  });
});

describe('service reminders: which tractors, counts and refusals', () => {
  const fleet = (tractorIds: unknown) => computeReminders({
    today: TODAY,
    tractors: [{ id: 'T1', LatestOdometer: 100_000 }, { id: 'T2', LatestOdometer: 5 }],
    programs: [
      { id: 'PM', isPM: true, intervalMiles: 10_000, tractorIds } as never,
      { id: 'OIL', serviceTypes: ['oil'], intervalDays: 30 },
    ],
    maintRecords: [serviceAt(89_000), serviceAt(95_000, '2026-05-20', { isPM: false, serviceType: 'OIL' }), { VehicleID: 'T2', serviceType: 'oil', ServiceDate: '2026-05-20' }],
  });

  it('applies a program to every tractor when tractorIds is absent or null, to those listed otherwise', () => {
    expect(fleet(null).reminders.map((r) => `${r.tractorId}/${r.programId}`)).toEqual(['T1/PM', 'T1/OIL', 'T2/PM', 'T2/OIL']);
    expect(fleet(['T2']).reminders.map((r) => `${r.tractorId}/${r.programId}`)).toEqual(['T1/OIL', 'T2/PM', 'T2/OIL']);
    expect(fleet([]).reminders.map((r) => `${r.tractorId}/${r.programId}`)).toEqual(['T1/OIL', 'T2/OIL']);
  });

  it('counts overdue reminders, and due with due-soon ones, per tractor', () => {
    expect(fleet(null).tractors).toEqual([
      { id: 'T1', serviceOverdueCount: 1, serviceDueSoonCount: 1 },
      { id: 'T2', serviceOverdueCount: 0, serviceDueSoonCount: 1 },
    ]);
  });

  it('refuses a program with neither dimension naming intervalMiles', () => {
    expect(() => computeReminders(input({ program: { intervalMiles: 0, intervalDays: null } }))).toThrow(/programs\[0\]\.intervalMiles/);
    expect(() => computeReminders(input({ program: { intervalMiles: -5, intervalDays: 0 } }))).toThrow(/programs\[0\]\.intervalMiles/);
  });

  it('refuses bad input naming the field', () => {
    expect(() => computeReminders(input({ tractor: { LatestOdometer: -1 } }))).toThrow(/tractors\[0\]\.LatestOdometer/);
    expect(() => computeReminders(input({ tractor: { LatestOdometer: 'lots' } }))).toThrow(/tractors\[0\]\.LatestOdometer/);
    expect(() => computeReminders(input({ program: { intervalMiles: 'ten' } }))).toThrow(/programs\[0\]\.intervalMiles/);
    expect(() => computeReminders(input({ program: { dueWithinMiles: -1 } }))).toThrow(/programs\[0\]\.dueWithinMiles/);
    expect(() => computeReminders(input({ today: '2026-13-01' }))).toThrow(/^today: unreadable date/);
    expect(() => computeReminders(input({ records: [serviceAt(5, 'yesterday')] }))).toThrow(/maintRecords\[0\]\.ServiceDate/);
  });
});
