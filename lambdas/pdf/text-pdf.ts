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

/** A JPEG placed on a page: the file as it is (DCTDecode), its pixel size and colour components from the SOF marker. */
export interface JpegImage {
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly components: number;
}

/** Reads a baseline or progressive JPEG's size from its SOF marker; undefined for anything that is not a JPEG. */
export function jpegInfo(bytes: Uint8Array): JpegImage | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) { i += 1; continue; }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    // SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC) carry the frame's height, width and components.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = (bytes[i + 5]! << 8) | bytes[i + 6]!;
      const width = (bytes[i + 7]! << 8) | bytes[i + 8]!;
      const components = bytes[i + 9]!;
      if (width === 0 || height === 0 || ![1, 3, 4].includes(components)) return undefined;
      return { bytes, width, height, components };
    }
    if (marker === 0xda) return undefined;
    i += 2 + length;
  }
  return undefined;
}

interface PlacedImage { readonly image: JpegImage; readonly x: number; readonly y: number; readonly width: number; readonly height: number }

export class TextPdf {
  private readonly pages: TextRun[][] = [];
  private readonly images: PlacedImage[][] = [];

  constructor(
    private readonly size: { width: number; height: number },
    private readonly info: { title: string; creator: string },
  ) {}

  addPage(): void {
    this.pages.push([]);
    this.images.push([]);
  }

  /** Places a JPEG with its lower left corner at x, y, scaled to width × height points. */
  drawJpeg(placed: PlacedImage): void {
    if (this.pages.length === 0) this.addPage();
    this.images.at(-1)!.push(placed);
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
    let nextImageId = 6 + 2 * pages.length;
    pages.forEach((runs, i) => {
      const placed = (this.images[i] ?? []).map((p) => ({ ...p, id: nextImageId++ }));
      const imageOps = placed.map((p) => `q ${num(p.width)} 0 0 ${num(p.height)} ${num(p.x)} ${num(p.y)} cm /Im${p.id} Do Q`);
      const ops = runs.map((r) => `BT /${FONT_RESOURCE[r.font]} ${num(r.size)} Tf ${num(r.x)} ${num(r.y)} Td ${pdfLiteral(r.text)} Tj ET`);
      const content = deflateSync(Buffer.from([...imageOps, '0.1 0.1 0.1 rg', ...ops].join('\n'), 'latin1'));
      const xobjects = placed.length > 0 ? ` /XObject << ${placed.map((p) => `/Im${p.id} ${p.id} 0 R`).join(' ')} >>` : '';
      const resources = `/Resources << /Font << /F1 3 0 R /F2 4 0 R >>${xobjects} >>`;
      object(pageIds[i]!, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${this.size.width} ${this.size.height}] ${resources} /Contents ${pageIds[i]! + 1} 0 R >>`);
      object(pageIds[i]! + 1, `<< /Length ${content.length} /Filter /FlateDecode >>`, content);
      for (const p of placed) {
        const colours = p.image.components === 1 ? '/DeviceGray' : p.image.components === 4 ? '/DeviceCMYK /Decode [1 0 1 0 1 0 1 0]' : '/DeviceRGB';
        object(p.id, `<< /Type /XObject /Subtype /Image /Width ${p.image.width} /Height ${p.image.height} /ColorSpace ${colours} /BitsPerComponent 8 /Filter /DCTDecode /Length ${p.image.bytes.length} >>`, Buffer.from(p.image.bytes));
      }
    });
    const xref = length;
    const count = offsets.length;
    push(`xref\n0 ${count}\n0000000000 65535 f \n${offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`);
    push(`trailer\n<< /Size ${count} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    return new Uint8Array(Buffer.concat(chunks, length));
  }
}
