import { deflateSync } from 'node:zlib';
import { HELVETICA_WIDTHS } from './helvetica-widths.ts';

/**
 * A PDF of text lines in Helvetica and Helvetica-Bold, the standard fonts every reader carries, so nothing
 * is embedded: all the pay document needs, at a fraction of pdf-lib's bundle (its metrics, parser, PNG
 * and deflate code).
 */
export type FontName = 'regular' | 'bold';

export interface TextRun {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly font: FontName;
}

const FONT_RESOURCE = { regular: 'F1', bold: 'F2' } as const;
const QUESTION_MARK = 63;

function codeOf(ch: string): number {
  const code = ch.codePointAt(0)!;
  return (code >= 32 && code <= 126) || (code >= 160 && code <= 255) ? code : QUESTION_MARK;
}

/** Width of the text at a size, in points; a character outside WinAnsi's printable range counts as `?`. */
export function textWidth(text: string, font: FontName, size: number): number {
  let units = 0;
  for (const ch of text) {
    const code = codeOf(ch);
    units += HELVETICA_WIDTHS[font][code <= 126 ? code - 32 : code - 160 + 95]!;
  }
  return (units * size) / 1000;
}

/** A PDF string literal in WinAnsi: `(`, `)` and `\` escaped, codes above 126 as octal escapes. */
export function pdfLiteral(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = codeOf(ch);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else out += code <= 126 ? String.fromCharCode(code) : `\\${code.toString(8)}`;
  }
  return `(${out})`;
}

/** Document information in UTF-16BE, so any name survives. */
function utf16(text: string): string {
  return `<FEFF${[...text].map((ch) => Buffer.from(ch, 'utf16le').swap16().toString('hex')).join('').toUpperCase()}>`;
}

const num = (n: number) => String(Number(n.toFixed(3)));

export class TextPdf {
  private readonly pages: TextRun[][] = [];

  constructor(
    private readonly size: { width: number; height: number },
    private readonly info: { title: string; creator: string },
  ) {}

  addPage(): void {
    this.pages.push([]);
  }

  drawText(run: TextRun): void {
    if (this.pages.length === 0) this.addPage();
    this.pages.at(-1)!.push(run);
  }

  save(): Uint8Array {
    const chunks: Buffer[] = [];
    const offsets: number[] = [];
    let length = 0;
    const push = (part: string | Buffer) => {
      const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
      chunks.push(bytes);
      length += bytes.length;
    };
    const object = (id: number, dictionary: string, stream?: Buffer) => {
      offsets[id] = length;
      push(`${id} 0 obj\n${dictionary}\n`);
      if (stream) push(Buffer.concat([Buffer.from('stream\n'), stream, Buffer.from('\nendstream\n')]));
      push('endobj\n');
    };
    // Binary bytes in the header comment tell transfer tools the file is binary.
    push('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n');
    const pages = this.pages.length > 0 ? this.pages : [[]];
    const pageIds = pages.map((_, i) => 6 + 2 * i);
    object(1, '<< /Type /Catalog /Pages 2 0 R >>');
    object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
    object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    object(5, `<< /Title ${utf16(this.info.title)} /Creator ${utf16(this.info.creator)} >>`);
    pages.forEach((runs, i) => {
      const ops = runs.map((r) => `BT /${FONT_RESOURCE[r.font]} ${num(r.size)} Tf ${num(r.x)} ${num(r.y)} Td ${pdfLiteral(r.text)} Tj ET`);
      const content = deflateSync(Buffer.from(['0.1 0.1 0.1 rg', ...ops].join('\n'), 'latin1'));
      const resources = '/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >>';
      object(pageIds[i]!, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${this.size.width} ${this.size.height}] ${resources} /Contents ${pageIds[i]! + 1} 0 R >>`);
      object(pageIds[i]! + 1, `<< /Length ${content.length} /Filter /FlateDecode >>`, content);
    });
    const xref = length;
    const count = offsets.length;
    push(`xref\n0 ${count}\n0000000000 65535 f \n${offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`);
    push(`trailer\n<< /Size ${count} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    return new Uint8Array(Buffer.concat(chunks, length));
  }
}
