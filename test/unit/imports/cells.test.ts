import { describe, expect, it } from 'vitest';
import { readCell, readDate, readDateTime, readFlag, readInteger, readMoney, readNumber, readState, readText } from '#shared/imports/cells';

const value = (read: { ok: boolean; value?: unknown }) => (read.ok ? read.value : 'refused');

describe('reading money cells', () => {
  it('reads dollar signs, thousands commas and spaces', () => {
    expect(value(readMoney('$1,234.50'))).toBe(1234.5);
    expect(value(readMoney('1 234'))).toBe(1234);
    expect(value(readMoney('1\u00a0234.5'))).toBe(1234.5);
    expect(value(readMoney(' 12 '))).toBe(12);
    expect(value(readMoney('$ 99.99 USD'))).toBe(99.99);
    expect(value(readMoney(1234.5))).toBe(1234.5);
  });

  it('reads the accounting (12.00) and a minus sign as negative amounts', () => {
    expect(value(readMoney('(12.00)'))).toBe(-12);
    expect(value(readMoney('($1,000.25)'))).toBe(-1000.25);
    expect(value(readMoney('-$5'))).toBe(-5);
    expect(value(readMoney('$-5'))).toBe(-5);
  });

  it('rounds a spreadsheet float to the cent but refuses a third decimal', () => {
    expect(value(readMoney(1234.5000000001))).toBe(1234.5);
    const read = readMoney('12.345');
    expect(read).toEqual({ ok: false, reason: '"12.345" has more than two decimals; expected an amount such as 1234.50 or $1,234.50' });
  });

  it('refuses text, badly grouped digits and a double negative with an example of what it wants', () => {
    expect(readMoney('twelve')).toEqual({ ok: false, reason: '"twelve" is not an amount; expected an amount such as 1234.50 or $1,234.50' });
    expect(value(readMoney('1,23'))).toBe('refused');
    expect(value(readMoney('(-12)'))).toBe('refused');
    expect(value(readMoney(true))).toBe('refused');
  });

  it('reads a blank cell as not given', () => {
    expect(readMoney('  ')).toEqual({ ok: true, value: undefined });
    expect(readMoney(null)).toEqual({ ok: true, value: undefined });
  });
});

describe('reading number and whole-number cells', () => {
  it('reads negative coordinates but no accounting parentheses', () => {
    expect(value(readNumber('-112.0740'))).toBe(-112.074);
    expect(value(readNumber('(12)'))).toBe('refused');
    expect(value(readNumber('$12'))).toBe('refused');
  });

  it('reads a grouped odometer and refuses a fraction where a whole number is meant', () => {
    expect(value(readInteger('125,000'))).toBe(125000);
    expect(value(readInteger(125000))).toBe(125000);
    expect(readInteger('12.5')).toEqual({ ok: false, reason: '"12.5" is not a whole number; expected a number such as 125000' });
  });
});

describe('reading date cells', () => {
  it('reads ISO, US and dashed US dates as YYYY-MM-DD', () => {
    expect(value(readDate('2025-03-14'))).toBe('2025-03-14');
    expect(value(readDate('3/14/2025'))).toBe('2025-03-14');
    expect(value(readDate('03/14/25'))).toBe('2025-03-14');
    expect(value(readDate('03-14-2025'))).toBe('2025-03-14');
    expect(value(readDate('2025-03-14T10:00:00-07:00'))).toBe('2025-03-14');
    expect(value(readDate('3/14/2025 10:30 AM'))).toBe('2025-03-14');
  });

  it('reads spreadsheet serial numbers in the 1900 date system, leap-year bug included', () => {
    expect(value(readDate(45736))).toBe('2025-03-20');
    expect(value(readDate('45736'))).toBe('2025-03-20');
    expect(value(readDate(45736.75))).toBe('2025-03-20');
    expect(value(readDate(61))).toBe('1900-03-01');
    expect(value(readDate(59))).toBe('1900-02-28');
    expect(value(readDate(1))).toBe('1900-01-01');
    expect(value(readDate(60))).toBe('refused');
  });

  it('reads a Date cell by its calendar day, even a hair before midnight', () => {
    expect(value(readDate(new Date(Date.UTC(2025, 2, 20))))).toBe('2025-03-20');
    expect(value(readDate(new Date(Date.UTC(2025, 2, 20) - 3)))).toBe('2025-03-20');
  });

  it('refuses an impossible or unreadable date with an example', () => {
    expect(readDate('2025-02-30')).toEqual({ ok: false, reason: '"2025-02-30" is not a date; expected a date such as 2025-03-14 or 3/14/2025' });
    expect(value(readDate('14/3/2025'))).toBe('refused');
    expect(value(readDate('March 14'))).toBe('refused');
    expect(value(readDate('0025-03-14'))).toBe('refused');
    expect(value(readDate(true))).toBe('refused');
  });
});

describe('reading date-and-time cells', () => {
  it('keeps the zone written and a time without one as its wall clock', () => {
    expect(value(readDateTime('2025-03-14T08:30:00-07:00'))).toBe('2025-03-14T08:30:00-07:00');
    expect(value(readDateTime('2025-03-14 15:30 UTC'))).toBe('2025-03-14T15:30:00Z');
    expect(value(readDateTime('3/14/2025 8:30 PM'))).toBe('2025-03-14T20:30:00');
    expect(value(readDateTime('3/14/2025 12:05 AM -0500'))).toBe('2025-03-14T00:05:00-05:00');
  });

  it('reads a Date cell and a serial with a fraction of a day', () => {
    expect(value(readDateTime(new Date(Date.UTC(2025, 2, 14, 8, 30))))).toBe('2025-03-14T08:30:00');
    expect(value(readDateTime(45736.5))).toBe('2025-03-20T12:00:00');
  });

  it('refuses a date without a time and an impossible hour', () => {
    expect(value(readDateTime('2025-03-14'))).toBe('refused');
    expect(value(readDateTime('3/14/2025 13:00 PM'))).toBe('refused');
    expect(value(readDateTime('2025-03-14T24:00:00Z'))).toBe('refused');
  });
});

describe('reading flag, state and text cells', () => {
  it('reads yes and no in every usual spelling, blank as not given', () => {
    for (const yes of ['yes', 'Y', 'TRUE', '1', 'x', 'X', true, 1]) expect(value(readFlag(yes))).toBe(true);
    for (const no of ['no', 'N', 'false', '0', false, 0]) expect(value(readFlag(no))).toBe(false);
    expect(readFlag('')).toEqual({ ok: true, value: undefined });
    expect(readFlag('maybe')).toEqual({ ok: false, reason: '"maybe" is not yes or no; expected yes, no, Y, N, true, false, 1, 0 or x' });
  });

  it('upper-cases US, Canadian and Mexican codes and refuses others', () => {
    expect(value(readState(' az '))).toBe('AZ');
    expect(value(readState('on'))).toBe('ON');
    expect(value(readState('SO'))).toBe('SO');
    expect(readState('Arizona')).toEqual({ ok: false, reason: '"Arizona" is not a state code; expected two letters such as TX, ON or NL' });
  });

  it('trims text, reads a number cell as its digits and bounds the length', () => {
    expect(value(readText('  Rush Truck Center  '))).toBe('Rush Truck Center');
    expect(value(readText(100234))).toBe('100234');
    expect(value(readText(new Date(Date.UTC(2025, 2, 20))))).toBe('2025-03-20');
    expect(readText('x'.repeat(61), 60)).toEqual({ ok: false, reason: 'the text is 61 characters long; at most 60' });
  });

  it('dispatches on the column kind', () => {
    expect(value(readCell('money', '$1,234.50'))).toBe(1234.5);
    expect(value(readCell('date', 45736))).toBe('2025-03-20');
    expect(value(readCell('state', 'tx'))).toBe('TX');
  });
});
