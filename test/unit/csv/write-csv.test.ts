import { describe, expect, it } from 'vitest';
import { csvCellOf, csvCellText, csvDecimal, csvMoney, toCsv } from '#shared/csv/write-csv';
import { parseCsv } from '#shared/statement/csv';

describe('the CSV writer of the exports', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1)', '\tTab', '\rReturn'])('neutralises the text cell %j with a leading single quote', (text) => {
    expect(csvCellText(text)).toBe(`'${text}`);
  });

  it('leaves ordinary text, numbers and money alone, negative amounts included', () => {
    expect(csvCellText('Hank Nguyen')).toBe('Hank Nguyen');
    expect(csvCellText('a=b')).toBe('a=b');
    expect(csvCellText(-12.5)).toBe('-12.5');
    expect(csvCellText(csvMoney(-60))).toBe('-60.00');
    expect(csvCellText(csvMoney(1253.97))).toBe('1253.97');
    expect(csvCellText(null)).toBe('');
    expect(csvCellText(undefined)).toBe('');
  });

  it('writes a header and rows with CRLF, quoting only what must be quoted', () => {
    const text = toCsv(['Name', 'Stop', 'Pay'], [['=cmd|calc', 'Love\'s, "Exit 9"', csvMoney(-60)], ['Hank Nguyen', 'line 1\nline 2', 42]]);
    expect(text).toBe('Name,Stop,Pay\r\n\'=cmd|calc,"Love\'s, ""Exit 9""",-60.00\r\nHank Nguyen,"line 1\nline 2",42\r\n');
    expect(parseCsv(text)[1]).toEqual(['\'=cmd|calc', 'Love\'s, "Exit 9"', '-60.00']);
  });

  it('keeps a stored number a number and a fixed-decimals measure a number, so neither is ever quoted', () => {
    expect(csvCellText(csvCellOf(-812.5))).toBe('-812.5');
    expect(csvCellText(csvDecimal(-6.5, 2))).toBe('-6.50');
    expect(csvCellText(csvCellOf('-2+3'))).toBe("'-2+3");
    expect(csvCellText(csvCellOf({ a: 1 }))).toBe('{"a":1}');
    expect(csvCellText(csvCellOf(null))).toBe('');
  });

  it('quotes a neutralised cell that also holds a comma', () => {
    expect(toCsv(['x'], [['=1,2']])).toBe('x\r\n"\'=1,2"\r\n');
  });
});
