import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, divideRoundHalfAway, fromNumber, mul, parseDecimal, toCentsOfQuotient, toPlainString } from '#shared/money/decimal';
import { formatCents, formatDecimal } from '#shared/money/format';
import { isNumeric, readNumeric } from '#shared/money/numeric';
import { cents, roundCents } from '#shared/money/round';

describe('roundCents rounds half away from zero, exactly on decimal inputs', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-1.005, -1.01],
    [-2.675, -2.68],
    [1.004999, 1],
    [0.125, 0.13],
    [0.115, 0.12],
    [1.255, 1.26],
    [8.345, 8.35],
    [1234567.895, 1234567.9],
    [0.005, 0.01],
    [-0.005, -0.01],
    [0.0049, 0],
    [171.6, 171.6],
    [0, 0],
    [-0, 0],
    [1e-7, 0],
    [1.5e21, 1.5e21],
  ])('%s → %s', (input, expected) => {
    expect(Object.is(roundCents(input), expected)).toBe(true);
  });

  it('gets right what Math.round(x * 100) / 100 gets wrong', () => {
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    expect(roundCents(1.005)).toBe(1.01);
  });

  it('stays exact past the safe-integer range of doubles', () => {
    const big = mul(fromNumber(123456789.123), fromNumber(987654321.987));
    expect(toPlainString(big)).toBe('121932631355968601.347401');
    expect(toPlainString(add(parseDecimal('90071992547409.93')!, parseDecimal('0.005')!))).toBe('90071992547409.935');
    expect(cents(parseDecimal('90071992547409.935')!)).toBe(9007199254740994);
  });

  it('reads numeric strings exactly', () => {
    expect(roundCents('2.675')).toBe(2.68);
    expect(roundCents('-0.125')).toBe(-0.13);
    expect(() => roundCents('12abc')).toThrow(/not a decimal/);
  });

  it('rounds exact products without float error: 0.45 × 420 + 420 × 0.2 is 273 exactly', () => {
    const fuel = add(mul(fromNumber(0.45), fromNumber(420)), mul(fromNumber(420), fromNumber(0.2)));
    expect(toPlainString(fuel)).toBe('273');
    expect(toPlainString(mul(fromNumber(0.1), fromNumber(3)))).toBe('0.3');
    expect(0.1 * 3).not.toBe(0.3);
  });

  it('rounds a quotient half away from zero (hourly pay per minute)', () => {
    expect(toCentsOfQuotient(fromNumber(125 * 20), 60n)).toBe(4167); // 41.666… → 41.67
    expect(toCentsOfQuotient(fromNumber(0.3), 60n)).toBe(1); // 0.005 → 0.01
    expect(divideRoundHalfAway(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfAway(5n, -2n)).toBe(-3n);
    expect(divideRoundHalfAway(4n, 3n)).toBe(1n);
  });
});

/** Reference rounding on decimal text alone, digit by digit, independent of the Decimal type. */
function referenceRound(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const kept = (whole + (fraction + '00').slice(0, 2)).replace(/^0+(?=\d)/, '');
  const rest = fraction.slice(2);
  let digits = kept.split('').map(Number);
  if ((rest[0] ?? '0') >= '5') {
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === 9) digits[i--] = 0;
    if (i < 0) digits = [1, ...digits];
    else digits[i]! += 1;
  }
  const all = digits.join('').padStart(3, '0');
  const out = `${all.slice(0, -2).replace(/^0+(?=\d)/, '')}.${all.slice(-2)}`;
  return negative && /[1-9]/.test(out) ? `-${out}` : out;
}

const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 999_999_999n }), fc.integer({ min: 0, max: 6 }))
  .map(([negative, units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    return (negative ? '-' : '') + text;
  });

describe('rounding properties', () => {
  it('matches a digit-by-digit decimal reference on random decimal numbers', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const expected = Number(referenceRound(text));
        expect(roundCents(Number(text))).toBe(expected === 0 ? 0 : expected);
        expect(roundCents(text)).toBe(expected === 0 ? 0 : expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('is symmetric: rounding −x is −(rounding x)', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const magnitude = text.replace(/^-/, '');
        expect(cents(`-${magnitude}`)).toBe(0 - cents(magnitude));
      }),
    );
  });
});

describe('reading doubles as decimals', () => {
  it('reads every finite double as the decimal its shortest form spells', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e17, max: 1e17 }), (x) => {
        expect(compare(fromNumber(x), parseDecimal(String(x))!)).toBe(0);
        expect(Number(toPlainString(fromNumber(x)))).toBe(x + 0);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads integers past 2^53 without looping and 16-digit text exactly', () => {
    expect(toPlainString(fromNumber(2 ** 53))).toBe('9007199254740992');
    expect(toPlainString(fromNumber(-(2 ** 53)))).toBe('-9007199254740992');
    expect(toPlainString(parseDecimal('9007199254740993')!)).toBe('9007199254740993');
    expect(toPlainString(parseDecimal('-0.1234567890123456')!)).toBe('-0.1234567890123456');
  });

  it('reads money-like doubles with their cents exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (units) => {
        expect(toPlainString(fromNumber(units / 100))).toBe(toPlainString(parseDecimal((units / 100).toFixed(2))!));
      }),
    );
  });
});

describe('numeric values', () => {
  it.each([
    [12, true], [0.45, true], ['0.45', true], [' 7 ', true], ['-3', true], ['1e3', true],
    ['', false], ['  ', false], ['12abc', false], ['$5', false], [NaN, false], [Infinity, false], [null, false], [undefined, false], [true, false], [{}, false],
  ])('%j is numeric: %s', (value, expected) => {
    expect(isNumeric(value)).toBe(expected);
  });

  it('reads numeric strings to the decimal they spell', () => {
    expect(toPlainString(readNumeric('0.20')!)).toBe('0.2');
    expect(toPlainString(readNumeric('1.5e-3')!)).toBe('0.0015');
    expect(toPlainString(parseDecimal('-.5')!)).toBe('-0.5');
  });
});

describe('money text in explanations', () => {
  it.each([[150000, '1,500.00'], [34356, '343.56'], [5, '0.05'], [-1200, '-12.00'], [123456789, '1,234,567.89']])('%s cents read as %s', (amount, text) => {
    expect(formatCents(amount)).toBe(text);
  });

  it('shows rates with at least the asked decimals', () => {
    expect(formatDecimal(fromNumber(0.2), 2)).toBe('0.20');
    expect(formatDecimal(fromNumber(0.177), 2)).toBe('0.177');
    expect(formatDecimal(fromNumber(1500), 2)).toBe('1,500.00');
  });
});

describe('explanation text', () => {
  it('keeps to Latin-1 so each character takes one byte', () => {
    for (const text of [formatCents(-123456), formatDecimal(fromNumber(-1234.5), 2)]) expect([...text].every((ch) => ch.charCodeAt(0) <= 0xff)).toBe(true);
  });
});
