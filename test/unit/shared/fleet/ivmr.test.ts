import { describe, expect, it } from 'vitest';
import { computeIvmr, mileageRows, type IvmrInput } from '#shared/fleet/ivmr';

type P = { posTimeStamp: string | number; odometer?: string | number | null; stateProv?: string; country?: string };
/** A position at a Chicago wall-clock time on 2026-07-0x. */
const at = (when: string, odometer: string | number | null, stateProv = 'IL', country = 'US'): P => ({ posTimeStamp: `2026-07-${when}`, odometer, stateProv, country });
const week = (positions: P[]) => computeIvmr({ weekEnding: '2026-07-11', VehicleID: 'T1', positions } as IvmrInput);
const rowsOf = (positions: P[]) => week(positions).ivmrRows.map((r) => [r.date, r.state, r.odoStart, r.odoStop, r.miles]);
const kindsOf = (positions: P[]) => week(positions).exceptions.map((e) => [e.kind, e.miles]);

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
    expect(result).toMatchObject({ OdoStart: null, OdoStop: null, ivmrRows: [], exceptions: [] });
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
    const mx = result.exceptions.filter((e) => e.kind === 'mx').reduce((sum, e) => sum + e.miles, 0);
    expect(mx).toBe(19.6);
    expect(rowMiles).toBe(80.3);
    expect(result.totalMiles).toBe(80.3);
    expect(Math.round((result.OdoStop! - result.OdoStart! - mx) * 10) / 10).toBe(80.3);
  });

  it('explains each row and exception', () => {
    const result = week([at('07T08:00', 100), at('07T08:10', 120, 'X', 'MX'), at('07T08:20', 150), at('07T10:00', 200)]);
    expect(result.ivmrRows[0]!.reason).toBe('50 mi in IL on 2026-07-07: odometer 150 to 200 over 1 segment.');
    expect(result.exceptions.map((e) => e.reason)).toEqual([expect.stringMatching(/crossed Mexico/), expect.stringMatching(/No reading for 100 minutes/)]);
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
