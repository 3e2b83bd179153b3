import { describe, expect, it } from 'vitest';
import { computeTimecards, type TimecardsInput } from '#shared/fleet/timecards';

const cards = (punches: TimecardsInput['punches'], timeZone?: string) => computeTimecards({ punches, timeZone }).cards.map((c) => [c.DriverID, c.date, c.minutes]);

describe('time cards', () => {
  it('splits a shift at local midnight', () => {
    expect(cards([{ DriverID: 'D1', in: '2026-07-07T20:00:00', out: '2026-07-08T04:30:00' }])).toEqual([['D1', '2026-07-07', 240], ['D1', '2026-07-08', 270]]);
  });

  it('counts elapsed time: the spring-forward day in Chicago has 23 hours and the fall-back day 25', () => {
    expect(cards([{ DriverID: 'D1', in: '2026-03-08T00:00:00', out: '2026-03-09T00:00:00' }])).toEqual([['D1', '2026-03-08', 1380]]);
    expect(cards([{ DriverID: 'D1', in: '2026-11-01T00:00:00', out: '2026-11-02T00:00:00' }])).toEqual([['D1', '2026-11-01', 1500]]);
    expect(cards([{ DriverID: 'D1', in: '2026-03-08T01:00:00', out: '2026-03-08T04:00:00' }])).toEqual([['D1', '2026-03-08', 120]]);
  });

  it('splits at the midnight of the company zone, not UTC', () => {
    expect(cards([{ DriverID: 'D1', in: '2026-07-08T03:00:00Z', out: '2026-07-08T07:00:00Z' }])).toEqual([['D1', '2026-07-07', 120], ['D1', '2026-07-08', 120]]);
    expect(cards([{ DriverID: 'D1', in: '2026-07-08T03:00:00Z', out: '2026-07-08T07:00:00Z' }], 'UTC')).toEqual([['D1', '2026-07-08', 240]]);
  });

  it('rounds each driver-day total half away from zero, not each shift', () => {
    const punches = [
      { DriverID: 'D1', in: '2026-07-07T08:00:00', out: '2026-07-07T08:10:30' },
      { DriverID: 'D1', in: '2026-07-07T09:00:00', out: '2026-07-07T09:10:20' },
      { DriverID: 'D1', in: '2026-07-07T10:00:00', out: '2026-07-07T10:00:29' },
    ];
    expect(cards(punches)).toEqual([['D1', '2026-07-07', 21]]);
    expect(cards([{ DriverID: 'D1', in: '2026-07-07T08:00:00', out: '2026-07-07T08:00:30' }])).toEqual([['D1', '2026-07-07', 1]]);
  });

  it('gives no card to a day whose minutes round to 0', () => {
    expect(cards([{ DriverID: 'D1', in: '2026-07-07T08:00:00', out: '2026-07-07T08:00:29.999' }])).toEqual([]);
    expect(cards([{ DriverID: 'D1', in: '2026-07-07T08:00:00', out: '2026-07-07T08:00:00' }])).toEqual([]);
  });

  it('lists a shift without out as open and counts nothing for it', () => {
    const result = computeTimecards({ punches: [{ DriverID: 'D1', in: '2026-07-07T08:00:00', out: null }, { DriverID: 'D1', in: '2026-07-07T07:00:00', out: '2026-07-07T09:00:00' }] });
    expect(result.open).toEqual([{ DriverID: 'D1', in: '2026-07-07T08:00:00', reason: expect.stringMatching(/no out punch/) }]);
    expect(result.cards.map((c) => c.minutes)).toEqual([120]);
  });

  it('accepts touching shifts and refuses overlapping ones naming punches with both shifts', () => {
    expect(cards([{ DriverID: 'D1', in: '2026-07-07T08:00:00', out: '2026-07-07T10:00:00' }, { DriverID: 'D1', in: '2026-07-07T10:00:00', out: '2026-07-07T11:00:00' }])).toEqual([['D1', '2026-07-07', 180]]);
    expect(cards([{ DriverID: 'D1', in: '2026-07-07T08:00:00', out: '2026-07-07T10:00:00' }, { DriverID: 'D2', in: '2026-07-07T09:00:00', out: '2026-07-07T11:00:00' }])).toHaveLength(2);
    expect(() => cards([{ DriverID: 'D1', in: '2026-07-07T08:00:00', out: '2026-07-07T10:00:00' }, { DriverID: 'D1', in: '2026-07-07T09:59:00', out: '2026-07-07T11:00:00' }]))
      .toThrow(/^punches: driver D1's shifts overlap: punches\[0\] \(2026-07-07T13:00:00.000Z to 2026-07-07T15:00:00.000Z\) and punches\[1\]/);
  });

  it('refuses out before in naming out', () => {
    expect(() => cards([{ DriverID: 'D1', in: '2026-07-07T08:00:00', out: '2026-07-07T07:59:59' }])).toThrow(/^punches\[0\]\.out: /);
  });

  it('refuses an unreadable punch naming it', () => {
    expect(() => cards([{ DriverID: 'D1', in: 'morning', out: null }])).toThrow(/^punches\[0\]\.in: unreadable timestamp/);
    expect(() => cards([{ DriverID: 'D1', in: '2026-07-07T08:00:00', out: 'later' }])).toThrow(/^punches\[0\]\.out: unreadable timestamp/);
  });
});
