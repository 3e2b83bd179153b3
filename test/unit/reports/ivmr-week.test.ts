import { describe, expect, it } from 'vitest';
import { computeIvmr, type IvmrInput } from '#shared/fleet/ivmr';
import { weekParams, zipBody } from '#shared/reports/ivmr-api';
import {
  addDays, dayRoutes, driverLabel, drivenByFromLogIns, importedUncovered, isPositionDraft, ivmrCsv, ivmrFileName, ivmrZipName, isSaturday, saturdaysBetween, sumMiles, weekEndingOf, windowDays, type IvmrTractorWeek,
} from '#shared/reports/ivmr-week';

const week = (over: Partial<IvmrTractorWeek> = {}): IvmrTractorWeek => ({
  VehicleID: '4100', Vin: '1XKYD49X0MJ123456', Domicile: 'PHX', WeekEnding: '2026-07-11', status: 'approved', source: 'stored',
  OdoStart: 1000, OdoStop: 1300.3, miles: 300.3, states: ['AZ', 'NM'],
  ivmrRows: [{ date: '2026-07-07', state: 'AZ', odoStart: 1000, odoStop: 1100.1, miles: 100.1 }, { date: '2026-07-08', state: 'NM', odoStart: 1100.1, odoStop: 1300.3, miles: 200.2 }],
  exceptions: [], exceptionCount: 0, drivenBy: ['5100'], drivers: ['Jake Miller (5100)'], routes: [], ...over,
});

describe('IVMR weeks', () => {
  it('takes a Saturday only, and its window is Monday to that Saturday', () => {
    expect(isSaturday('2026-07-11')).toBe(true);
    expect(isSaturday('2026-07-10')).toBe(false);
    expect(isSaturday('2026-02-30')).toBe(false);
    expect(windowDays('2026-07-11')).toEqual(['2026-07-06', '2026-07-07', '2026-07-08', '2026-07-09', '2026-07-10', '2026-07-11']);
    expect(weekEndingOf('2026-07-06')).toBe('2026-07-11');
    expect(weekEndingOf('2026-07-11')).toBe('2026-07-11');
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
  });

  it('lists the Saturdays of a range, both ends inclusive', () => {
    expect(saturdaysBetween('2026-07-11', '2026-07-25')).toEqual(['2026-07-11', '2026-07-18', '2026-07-25']);
    expect(saturdaysBetween('2026-07-12', '2026-07-17')).toEqual([]);
  });

  it('adds miles in tenths so a total is exactly the sum of the rows shown', () => {
    expect(sumMiles([0.1, 0.2])).toBe(0.3);
    expect(sumMiles([100.1, 200.2])).toBe(300.3);
  });

  it('names as drivers the one logged in when the week opens and each who logs in during it, once', () => {
    expect(drivenByFromLogIns({ DriverID: 'A', code: 101 }, [{ DriverID: 'A', code: 102 }, { DriverID: 'B', code: 101 }, { DriverID: 'A', code: 101 }])).toEqual(['A', 'B']);
    expect(drivenByFromLogIns({ DriverID: 'A', code: 102 }, [{ DriverID: 'B', code: 104 }])).toEqual([]);
  });
});

describe('IVMR files', () => {
  it('writes a CSV row per date and state, then the week total, with the status', () => {
    const lines = ivmrCsv([week()]).trim().split('\r\n');
    expect(lines[0]).toBe('VehicleID,VIN,Domicile,WeekEnding,Date,State,OdoStart,OdoStop,Miles,Origin,Destination,Route,Drivers,Status,Exceptions,Reason');
    expect(lines[1]).toBe('4100,1XKYD49X0MJ123456,PHX,2026-07-11,2026-07-07,AZ,1000,1100.1,100.1,,,,Jake Miller (5100),approved,0,');
    expect(lines[3]).toBe('4100,1XKYD49X0MJ123456,PHX,2026-07-11,Total,AZ NM,1000,1300.3,300.3,,,,Jake Miller (5100),approved,0,');
    expect(ivmrCsv([week()], false).trim().split('\r\n')).toHaveLength(3);
  });

  it('gives each row the count of the week\'s exceptions and the reason it was approved with them', () => {
    const lines = ivmrCsv([week({ exceptionCount: 4, exceptions: [], approvalReason: 'ELD unit off, miles from the trip sheets' })]).trim().split('\r\n');
    expect(lines[1]).toBe('4100,1XKYD49X0MJ123456,PHX,2026-07-11,2026-07-07,AZ,1000,1100.1,100.1,,,,Jake Miller (5100),approved,4,"ELD unit off, miles from the trip sheets"');
    expect(lines[3]!.endsWith(',4,"ELD unit off, miles from the trip sheets"')).toBe(true);
  });

  it("puts each day's origin, destination and route on its rows, a day with trips but no miles on a row of its own, and the week's ends on the total", () => {
    const routes = [
      { date: '2026-07-06', origin: '852', destination: '871', route: '852 → 871', trips: 1 },
      { date: '2026-07-07', origin: '871', destination: '852', route: '871 → 852', trips: 1 },
    ];
    const lines = ivmrCsv([week({ routes, drivers: ['Jake Miller (5100)', 'Ana Ruiz (5101)'] })]).trim().split('\r\n');
    expect(lines.slice(1)).toEqual([
      '4100,1XKYD49X0MJ123456,PHX,2026-07-11,2026-07-06,,,,0,852,871,852 → 871,Jake Miller (5100); Ana Ruiz (5101),approved,0,',
      '4100,1XKYD49X0MJ123456,PHX,2026-07-11,2026-07-07,AZ,1000,1100.1,100.1,871,852,871 → 852,Jake Miller (5100); Ana Ruiz (5101),approved,0,',
      '4100,1XKYD49X0MJ123456,PHX,2026-07-11,2026-07-08,NM,1100.1,1300.3,200.2,,,,Jake Miller (5100); Ana Ruiz (5101),approved,0,',
      '4100,1XKYD49X0MJ123456,PHX,2026-07-11,Total,AZ NM,1000,1300.3,300.3,852,852,,Jake Miller (5100); Ana Ruiz (5101),approved,0,',
    ]);
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    expect(ivmrCsv([week({ Domicile: '=HYPERLINK("x")' })])).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('writes a negative number as a number and quotes only text that starts like a formula (the rule of every CSV export)', () => {
    const lines = ivmrCsv([week({ Domicile: '-PHX', miles: -4.2 })]).trim().split('\r\n');
    expect(lines[3]).toBe("4100,1XKYD49X0MJ123456,'-PHX,2026-07-11,Total,AZ NM,1000,1300.3,-4.2,,,,Jake Miller (5100),approved,0,");
  });

  it('names the zip after the company and the dates, safe for a file system', () => {
    expect(ivmrZipName('Red Mesa / Freight: "Lines"', '2026-07-01', '2026-09-30')).toBe('Red Mesa Freight Lines-IVMR-2026-07-01-to-2026-09-30.zip');
    expect(ivmrFileName('4100', '2026-07-11', 'pdf')).toBe('IVMR 4100 week ending 2026-07-11.pdf');
  });
});

describe('IVMR drivers, routes, imported coverage and drafts', () => {
  it('names a driver "Name (DriverID)", and by DriverID alone when the company has no such driver', () => {
    expect(driverLabel('1004512', 'Jake  Miller ')).toBe('Jake Miller (1004512)');
    expect(driverLabel('1004512', undefined)).toBe('1004512');
    expect(driverLabel('1004512', '  ')).toBe('1004512');
  });

  it("makes each window day's route from its trips in driving order: first origin, every stop, last destination", () => {
    const trips = [
      { date: '2026-07-05', origin: '852', destination: '871' }, // Sunday: outside the window
      { date: '2026-07-06', origin: '852', destination: '871' },
      { date: '2026-07-06', origin: '871', destination: '852' },
      { date: '2026-07-06', origin: 'SAFEWAY DC', destination: '852' }, // starts away from where the last trip ended
      { date: '2026-07-07', origin: '', destination: '871' }, // no leg
      { date: '2026-07-08', origin: ' 852 ', destination: '900' },
    ];
    expect(dayRoutes('2026-07-11', trips)).toEqual([
      { date: '2026-07-06', origin: '852', destination: '852', route: '852 → 871 → 852 → SAFEWAY DC → 852', trips: 3 },
      { date: '2026-07-08', origin: '852', destination: '900', route: '852 → 900', trips: 1 },
    ]);
  });

  it('counts each window day an imported week has no row for as uncovered, once, in date order', () => {
    const rows = [{ date: '2026-07-07', state: 'AZ', odoStart: 1, odoStop: 2, miles: 1 }, { date: '2026-07-09', state: 'AZ', odoStart: 2, odoStop: 3, miles: 1 }];
    expect(importedUncovered('2026-07-11', rows, [{ kind: 'uncovered', date: '2026-07-10' }])).toEqual(
      ['2026-07-06', '2026-07-08', '2026-07-11'].map((date) => ({ kind: 'uncovered', date })),
    );
    expect(importedUncovered('2026-07-11', [], [])).toHaveLength(6);
  });

  it('recomputes a draft saved from positions, never an imported week nor an approved one', () => {
    expect(isPositionDraft({ Approved: false })).toBe(true);
    expect(isPositionDraft({})).toBe(true);
    expect(isPositionDraft({ Approved: false, importBatchId: 'b1' })).toBe(false);
    expect(isPositionDraft({ Approved: true })).toBe(false);
  });
});

describe('IVMR requests', () => {
  it('refuses a Week ending that is not a Saturday in the words of the screen, and reads one typed MM/DD/YYYY', () => {
    const refused = weekParams.safeParse({ weekEnding: '2026-07-10' }).error?.issues[0];
    expect(refused).toMatchObject({ path: ['weekEnding'], message: 'Week ending must be a Saturday, as MM/DD/YYYY or YYYY-MM-DD.' });
    expect(weekParams.safeParse({ weekEnding: '02/30/2026' }).error?.issues[0]?.message).toBe('Week ending 02/30/2026 is not a real date.');
    expect(weekParams.parse({ weekEnding: '07/11/2026' })).toEqual({ weekEnding: '2026-07-11' });
    expect(weekParams.parse({ weekEnding: '2026-07-11' })).toEqual({ weekEnding: '2026-07-11' });
  });

  it('takes a zip range of at most 13 weeks, From before To, typed MM/DD/YYYY or YYYY-MM-DD', () => {
    expect(zipBody.parse({ from: '07/01/2026', to: '2026-09-30' })).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(zipBody.safeParse({ from: '2026-07-01', to: '2026-10-01' }).error?.issues[0]).toMatchObject({ path: ['to'], message: 'To is at most 13 weeks after From.' });
    expect(zipBody.safeParse({ from: '2026-07-02', to: '2026-07-01' }).error?.issues[0]).toMatchObject({ path: ['from'], message: 'From must be on or before To.' });
    expect(zipBody.safeParse({ from: 'July 1', to: '2026-07-01' }).error?.issues[0]).toMatchObject({ path: ['from'], message: 'From must be a date as MM/DD/YYYY or YYYY-MM-DD.' });
  });
});

type P = { posTimeStamp: string; odometer: number | string; stateProv: string; country?: string };
const ivmr = (weekEnding: string, positions: P[]) => computeIvmr({ weekEnding, VehicleID: 'T1', timeZone: 'America/Chicago', positions: positions.map((p) => ({ country: 'US', ...p })) } as IvmrInput);

describe('fleet ivmr, more cases', () => {
  it('keeps a run through Mexico across midnight out of the rows and restarts the row on the way back', () => {
    const result = ivmr('2026-07-11', [
      { posTimeStamp: '2026-07-07T22:00', odometer: 100, stateProv: 'TX' },
      { posTimeStamp: '2026-07-07T23:30', odometer: 150, stateProv: 'CHH', country: 'MX' },
      { posTimeStamp: '2026-07-08T00:30', odometer: 200, stateProv: 'CHH', country: 'MX' },
      { posTimeStamp: '2026-07-08T01:00', odometer: 230, stateProv: 'TX' },
      { posTimeStamp: '2026-07-08T01:30', odometer: 260, stateProv: 'TX' },
    ]);
    expect(result.ivmrRows.map((r) => [r.date, r.state, r.odoStart, r.odoStop, r.miles])).toEqual([['2026-07-08', 'TX', 230, 260, 30]]);
    expect(result.exceptions.map((e) => [e.kind, e.kind === 'uncovered' ? e.date : e.miles])).toEqual([
      ['mx', 130], ['uncovered', '2026-07-06'], ['uncovered', '2026-07-09'], ['uncovered', '2026-07-10'], ['uncovered', '2026-07-11'],
    ]);
    expect(result.totalMiles).toBe(result.OdoStop! - result.OdoStart! - result.mxMiles);
  });

  it('drops an odometer going back and lists the long silence after it as a gap whose miles still count', () => {
    const result = ivmr('2026-07-11', [
      { posTimeStamp: '2026-07-07T08:00', odometer: 1000, stateProv: 'OK' },
      { posTimeStamp: '2026-07-07T08:15', odometer: 990, stateProv: 'OK' },
      { posTimeStamp: '2026-07-07T10:00', odometer: 1100, stateProv: 'OK' },
    ]);
    expect(result.ivmrRows.map((r) => r.miles)).toEqual([100]);
    expect(result.exceptions.flatMap((e) => (e.kind === 'uncovered' ? [] : [[e.kind, e.miles]]))).toEqual([['backwards', -10], ['gap', 100]]);
  });

  it('opens the week after the autumn clock change at 00:00 Monday standard time and closes it at 00:00 Sunday', () => {
    const result = ivmr('2026-11-07', [
      { posTimeStamp: '2026-11-02T05:59:00Z', odometer: 10, stateProv: 'IL' },
      { posTimeStamp: '2026-11-02T06:00:00Z', odometer: 20, stateProv: 'IL' },
      { posTimeStamp: '2026-11-08T05:59:00Z', odometer: 30, stateProv: 'IL' },
      { posTimeStamp: '2026-11-08T06:00:00Z', odometer: 40, stateProv: 'IL' },
    ]);
    expect([result.windowStart, result.windowEnd]).toEqual(['2026-11-02T06:00:00.000Z', '2026-11-08T06:00:00.000Z']);
    expect([result.OdoStart, result.OdoStop]).toEqual([20, 30]);
  });
});
