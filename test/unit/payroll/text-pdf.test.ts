import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfLiteral, TextPdf, textWidth } from '#lambdas/pdf/text-pdf';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function contentStreams(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const out: string[] = [];
  for (let at = bytes.indexOf('stream\n'); at >= 0; at = bytes.indexOf('stream\n', at + 1)) {
    if (bytes.subarray(at - 3, at).toString() === 'end') continue;
    const start = at + 'stream\n'.length;
    out.push(inflateSync(bytes.subarray(start, bytes.indexOf('\nendstream', start))).toString('latin1'));
  }
  return out;
}

describe('a text-only PDF in the standard Helvetica fonts', () => {
  it('measures text with the Helvetica metrics, so right-aligned amounts line up', () => {
    expect(textWidth('1,234.50', 'regular', 10)).toBeCloseTo(38.92, 6);
    expect(textWidth('Miles', 'bold', 9)).toBeCloseTo(22.509, 6);
    expect(textWidth('WW', 'regular', 1000)).toBe(1888);
    expect(textWidth('é', 'regular', 1000)).toBe(556);
    expect(textWidth('€', 'regular', 1000)).toBe(textWidth('?', 'regular', 1000));
  });

  it('escapes parentheses and backslashes and writes Latin-1 letters as WinAnsi octal codes', () => {
    expect(pdfLiteral('Pay (net) \\ Müller')).toBe('(Pay \\(net\\) \\\\ M\\374ller)');
    expect(pdfLiteral('→ ok')).toBe('(? ok)');
  });

  it('writes every object where the cross-reference table says it is', () => {
    const doc = new TextPdf({ width: 612, height: 792 }, { title: 'Jake Thornton 1004500 pay 01/09/2026', creator: 'FAST DASHBOARD' });
    doc.drawText({ text: 'Red Mesa', x: 40, y: 752, size: 14, font: 'bold' });
    doc.addPage();
    doc.drawText({ text: '1,234.50', x: 411.08, y: 700, size: 10, font: 'regular' });
    const pdf = doc.save();
    const text = latin1(pdf);
    expect(text.startsWith('%PDF-1.7\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(xref, xref + 5)).toBe('xref\n');
    const entries = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(9);
    entries.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(text).toContain('/Count 2');
    expect(text).toContain('/BaseFont /Helvetica-Bold');
    expect(contentStreams(pdf)).toEqual(['0.1 0.1 0.1 rg\nBT /F2 14 Tf 40 752 Td (Red Mesa) Tj ET', '0.1 0.1 0.1 rg\nBT /F1 10 Tf 411.08 700 Td (1,234.50) Tj ET']);
  });

  it('keeps a title in any script as UTF-16', () => {
    const text = latin1(new TextPdf({ width: 612, height: 792 }, { title: 'Zoë', creator: 'FAST DASHBOARD' }).save());
    expect(text).toContain('/Title <FEFF005A006F00EB>');
  });
});
