import { TextPdf, textWidth, type FontName } from '#lambdas/pdf/text-pdf';

/** Letter, portrait. */
const PAGE = { width: 612, height: 792, margin: 40 };
/** The standard fonts encode WinAnsi only; anything else is replaced rather than failing the document. */
const ansi = (text: string) => text.replace(/[−–—]/g, '-').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

export interface Column { header: string; width: number; align?: 'left' | 'right' }

/** Writes lines and simple tables top to bottom, starting a new page (with the table's header again) when full. */
export class ReportPen {
  readonly doc: TextPdf;
  private y = PAGE.height - PAGE.margin;

  constructor(title: string) {
    this.doc = new TextPdf(PAGE, { title: ansi(title), creator: 'FAST DASHBOARD' });
    this.doc.addPage();
  }

  private room(height: number): boolean {
    if (this.y - height >= PAGE.margin) return false;
    this.doc.addPage();
    this.y = PAGE.height - PAGE.margin;
    return true;
  }

  line(text: string, opts: { size?: number; font?: FontName; gap?: number } = {}): void {
    const size = opts.size ?? 10;
    this.room(size + 4);
    this.doc.drawText({ text: fit(ansi(text), opts.font ?? 'regular', size, PAGE.width - 2 * PAGE.margin), x: PAGE.margin, y: this.y, size, font: opts.font ?? 'regular' });
    this.y -= size + 4 + (opts.gap ?? 0);
  }

  space(points: number): void {
    this.y -= points;
  }

  private row(columns: readonly Column[], cells: readonly string[], font: FontName, size: number): void {
    let x = PAGE.margin;
    columns.forEach((column, i) => {
      const text = fit(ansi(cells[i] ?? ''), font, size, column.width - 4);
      const at = column.align === 'right' ? x + column.width - 4 - textWidth(text, font, size) : x;
      this.doc.drawText({ text, x: at, y: this.y, size, font });
      x += column.width;
    });
    this.y -= size + 5;
  }

  table(columns: readonly Column[], rows: readonly string[][], footer?: string[]): void {
    const size = 8.5;
    this.room(2 * (size + 5));
    this.row(columns, columns.map((c) => c.header), 'bold', size);
    for (const cells of rows) {
      if (this.room(size + 5)) this.row(columns, columns.map((c) => c.header), 'bold', size);
      this.row(columns, cells, 'regular', size);
    }
    if (footer) {
      this.room(size + 5);
      this.row(columns, footer, 'bold', size);
    }
  }

  save(): Uint8Array {
    return this.doc.save();
  }
}

/** Cuts text that would overflow its cell, marking the cut. */
function fit(text: string, font: FontName, size: number, width: number): string {
  if (textWidth(text, font, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}...`, font, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

export const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const miles = (n: number | null | undefined) => (typeof n === 'number' ? n.toLocaleString('en-US', { maximumFractionDigits: 1 }) : '-');
