import { describe, expect, it } from 'vitest';
import { computeIvmr, mileageRows, type IvmrInput } from '#shared/fleet/ivmr';

type P = { posTimeStamp: string | number; odometer?: string | number | null; stateProv?: string; country?: string };
/** A position at a Chicago wall-clock time on 2026-07-0x. */
const at = (when: string, odometer: string | number | null, stateProv = 'IL', country = 'US'): P => ({ posTimeStamp: `2026-07-${when}`, odometer, stateProv, country });
const week = (positions: P[]) => computeIvmr({ weekEnding: '2026-07-11', VehicleID: 'T1', positions } as IvmrInput);
const rowsOf = (positions: P[]) => week(positions).ivmrRows.map((r) => [r.date, r.state, r.odoStart, r.odoStop, r.miles]);
/** The odometer and Mexico exceptions (coverage has its own tests below). */
const kindsOf = (positions: P[]) => week(positions).exceptions.flatMap((e) => (e.kind === 'uncovered' ? [] : [[e.kind, e.miles]]));
const uncoveredOf = (positions: P[]) => week(positions).exceptions.flatMap((e) => (e.kind === 'uncovered' ? [e.date] : []));
const WINDOW = ['2026-07-06', '2026-07-07', '2026-07-08', '2026-07-09', '2026-07-10', '2026-07-11'];

describe('IVMR window', () => {
  it('keeps positions from 00:00 of weekEnding − 5 days to before 00:00 of the next day, company time', () => {
    const result = week([at('05T23:59:59', 10), at('06T00:00:00', 100), at('11T23:59:59', 200), at('12T00:00:00', 900)]);
    expect(result.OdoStart).toBe(100);
    expect(result.OdoStop).toBe(200);
    expect(result.windowStart).toBe('2026-07-06T05:00:00.000Z');
    expect(result.windowEnd).toBe('2026-07-12T05:00:00.000Z');
  });
});

describe('IVMR readings', () => {
  it('ignores odometers that are not numeric and above 0, and no readings leave null and no rows', () => {
    const result = week([at('07T08:00', '.0'), at('07T08:10', '?'), at('07T08:20', ''), at('07T08:30', 0), at('07T08:40', null)]);
    expect(result).toMatchObject({ OdoStart: null, OdoStop: null, ivmrRows: [] });
    expect(result.exceptions.map((e) => e.kind)).toEqual(Array(6).fill('uncovered'));
  });

  it('sorts readings by time and drops each one below the last kept as backwards, a run of them whole', () => {
    const positions = [at('07T08:30', 1040), at('07T08:00', 1000), at('07T08:10', 1010), at('07T08:15', 500), at('07T08:20', 510), at('07T08:25', 1010)];
    expect(rowsOf(positions)).toEqual([['2026-07-07', 'IL', 1000, 1040, 40]]);
    expect(kindsOf(positions)).toEqual([['backwards', -510], ['backwards', -500]]);
  });
});

describe('IVMR rows', () => {
  it('gives segment miles to the earlier reading’s state and local day, merging consecutive segments of the same day and state', () => {
    const positions = [at('07T22:00', 100, 'il'), at('07T23:00', 150, ' IL '), at('07T23:50', 180, 'IN'), at('08T00:10', 200, 'IN'), at('08T00:40', 230, 'IN')];
    expect(rowsOf(positions)).toEqual([
      ['2026-07-07', 'IL', 100, 180, 80],
      ['2026-07-07', 'IN', 180, 200, 20],
      ['2026-07-08', 'IN', 200, 230, 30],
    ]);
  });

  it('uses the company day: a UTC timestamp after midnight UTC is still the evening before in Chicago', () => {
    const positions = [{ posTimeStamp: '2026-07-08T03:00:00Z', odometer: 100, stateProv: 'TX', country: 'US' }, { posTimeStamp: '2026-07-08T03:30:00Z', odometer: 130, stateProv: 'TX', country: 'US' }];
    expect(rowsOf(positions)).toEqual([['2026-07-07', 'TX', 100, 130, 30]]);
  });
});

describe('IVMR exceptions', () => {
  it('makes an MX reading between two kept readings an mx exception, and the next row starts anew', () => {
    const positions = [at('07T08:00', 100, 'TX'), at('07T08:10', 120, 'TX'), at('07T08:20', 130, 'SON', 'mx'), at('07T08:30', 150, 'TX'), at('07T08:40', 170, 'TX')];
    expect(rowsOf(positions)).toEqual([['2026-07-07', 'TX', 100, 120, 20], ['2026-07-07', 'TX', 150, 170, 20]]);
    expect(kindsOf(positions)).toEqual([['mx', 30]]);
  });

  it('makes no exception of MX readings before the first or after the last kept reading', () => {
    const positions = [at('07T07:00', 50, 'SON', 'MX'), at('07T08:00', 100, 'TX'), at('07T08:10', 120, 'TX'), at('07T09:00', 190, 'SON', 'MX')];
    expect(kindsOf(positions)).toEqual([]);
    expect(week(positions).OdoStart).toBe(100);
  });

  it('counts a gap of more than 60 minutes in the rows and lists it; exactly 60 minutes is no gap', () => {
    const positions = [at('07T08:00', 100), at('07T09:00', 160), at('07T10:00:01', 230)];
    expect(rowsOf(positions)).toEqual([['2026-07-07', 'IL', 100, 230, 130]]);
    expect(kindsOf(positions)).toEqual([['gap', 70]]);
  });

  it('keeps Σ row miles = OdoStop − OdoStart − Σ mx miles', () => {
    const positions = [at('07T08:00', 1000.5), at('07T08:05', 1010.25, 'MX', 'MX'), at('07T08:10', 1020.1), at('07T08:15', 900), at('07T11:00', 1100.3, 'IN'), at('07T11:10', 1100.4, 'IN')];
    const result = week(positions);
    const rowMiles = result.ivmrRows.reduce((sum, row) => sum + row.miles * 10, 0) / 10;
    const mx = result.exceptions.reduce((sum, e) => sum + (e.kind === 'mx' ? e.miles : 0), 0);
    expect(mx).toBe(19.6);
    expect(rowMiles).toBe(80.3);
    expect(result.totalMiles).toBe(80.3);
    expect(Math.round((result.OdoStop! - result.OdoStart! - mx) * 10) / 10).toBe(80.3);
  });

  it('explains each row and exception', () => {
    const result = week([at('07T08:00', 100), at('07T08:10', 120, 'X', 'MX'), at('07T08:20', 150), at('07T10:00', 200)]);
    expect(result.ivmrRows[0]!.reason).toBe('50 mi in IL on 2026-07-07: odometer 150 to 200 over 1 segment.');
    expect(result.exceptions.map((e) => e.reason)).toEqual([
      expect.stringMatching(/crossed Mexico/), expect.stringMatching(/No reading for 100 minutes/),
      ...['06', '08', '09', '10', '11'].map((day) => `No kept position on 2026-07-${day}: the tractor's miles of that day are not known.`),
    ]);
  });
});

describe('IVMR coverage (amended): each day of the window without a kept reading is an exception', () => {
  const everyDay = WINDOW.map((day, i) => ({ posTimeStamp: `${day}T12:00`, odometer: 1000 + i * 100, stateProv: 'TX', country: 'US' }));
  /** A reading every 30 minutes from Monday 00:00 to Saturday 23:30, Chicago time. */
  const fullWeek = Array.from({ length: 6 * 48 }, (_, i) => at(`${String(6 + Math.floor(i / 48)).padStart(2, '0')}T${String(Math.floor((i % 48) / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`, 1000 + i * 20));

  it('lists the 4 days a week holding 2 of its 6 days did not cover, in date order', () => {
    expect(uncoveredOf([at('07T08:00', 100), at('07T20:00', 400), at('09T08:00', 700), at('09T09:00', 760)])).toEqual(['2026-07-06', '2026-07-08', '2026-07-10', '2026-07-11']);
  });

  it('lists all six days when no reading is kept', () => {
    expect(uncoveredOf([])).toEqual(WINDOW);
    expect(uncoveredOf([at('08T08:00', '?'), at('09T08:00', 300, 'SON', 'MX')])).toEqual(WINDOW);
  });

  it('lists none when every day has a kept reading', () => {
    expect(week(fullWeek).exceptions).toEqual([]);
    expect(uncoveredOf(everyDay)).toEqual([]);
  });

  it('counts only kept readings: a day whose only readings went backwards, were invalid or in Mexico is uncovered', () => {
    const positions = [...everyDay.filter((p) => !p.posTimeStamp.startsWith('2026-07-08')), at('08T10:00', 50), at('08T11:00', '.0'), at('08T12:00', 1250, 'CHH', 'MX')];
    expect(uncoveredOf(positions)).toEqual(['2026-07-08']);
  });

  it('takes the days in the company time zone: 04:59 UTC on Monday is still Sunday in Chicago, outside the week', () => {
    const positions = everyDay.filter((p) => !p.posTimeStamp.startsWith('2026-07-06')).concat([{ posTimeStamp: '2026-07-06T04:59:00Z', odometer: 900, stateProv: 'TX', country: 'US' }]);
    expect(uncoveredOf(positions)).toEqual(['2026-07-06']);
    expect(computeIvmr({ weekEnding: '2026-07-11', VehicleID: 'T1', timeZone: 'America/Los_Angeles', positions: everyDay.map((p) => ({ ...p, posTimeStamp: `${p.posTimeStamp.slice(0, 10)}T06:00:00Z` })) })
      .exceptions.flatMap((e) => (e.kind === 'uncovered' ? [e.date] : []))).toEqual(['2026-07-11']);
  });

  it('puts the uncovered days after the odometer and Mexico exceptions, which keep the order met', () => {
    const kinds = week([at('07T08:00', 100), at('07T08:10', 90), at('07T10:00', 300)]).exceptions.map((e) => e.kind);
    expect(kinds).toEqual(['backwards', 'gap', 'uncovered', 'uncovered', 'uncovered', 'uncovered', 'uncovered']);
  });
});

describe('mileageRows, the window-free core', () => {
  it('makes rows by local day and state from any positions', () => {
    const result = mileageRows([at('01T23:30', 10, 'OK'), at('02T00:30', 60, 'OK'), at('02T01:00', 90, 'OK')], 'America/Chicago');
    expect(result.rows.map((r) => [r.date, r.state, r.miles])).toEqual([['2026-07-01', 'OK', 50], ['2026-07-02', 'OK', 30]]);
    expect(result.odoStart).toBe(10);
  });

  it('refuses an unreadable timestamp naming it', () => {
    expect(() => mileageRows([{ posTimeStamp: 'noon', odometer: 5 }], 'America/Chicago')).toThrow(/positions\[0\]\.posTimeStamp/);
  });
});

describe('IVMR bad input', () => {
  it('names the field', () => {
    expect(() => computeIvmr({ weekEnding: 'Friday', VehicleID: 'T1', positions: [] })).toThrow(/^weekEnding: unreadable date/);
    expect(() => computeIvmr({ weekEnding: '2026-07-11', VehicleID: 'T1', positions: [], timeZone: 'Central' })).toThrow(/^timeZone/);
    expect(() => computeIvmr({ weekEnding: '2026-07-11', VehicleID: 'T1', positions: [{ posTimeStamp: 'x' }] } as IvmrInput)).toThrow(/positions\[0\]\.posTimeStamp/);
  });
});
