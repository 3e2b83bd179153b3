import { textWidth, type FontName } from './text-pdf.ts';

const ELLIPSIS = '...';

/** The text cut to fit `width` points, ending in "..." when anything was cut. */
export function fitText(text: string, width: number, font: FontName, size: number): string {
  if (textWidth(text, font, size) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(chars.join('') + ELLIPSIS, font, size) > width) chars.pop();
  return chars.length > 0 ? chars.join('').trimEnd() + ELLIPSIS : '';
}

/** The text broken at spaces into lines no wider than `width` points; a word too long for a line is cut. */
export function wrapText(text: string, width: number, font: FontName, size: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current === '' ? word : `${current} ${word}`;
    if (textWidth(next, font, size) <= width) current = next;
    else {
      if (current !== '') lines.push(current);
      current = fitText(word, width, font, size);
    }
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}

export interface Column {
  header: string;
  align: 'left' | 'right';
  /** Numbers and amounts are never cut: a column that may not shrink. */
  fixed?: boolean;
}

export interface PlacedColumn extends Column {
  /** Left edge, and width, in points. */
  x: number;
  width: number;
}

/**
 * Column widths from the widest text measured in each (header bold, cells regular), separated by `gap`.
 * When they do not fit in `width`, the widest columns that may shrink give up room first, down to the
 * width of their header; cells are then cut to their column (`fitText`), so no two columns ever overlap.
 */
export function layColumns(columns: readonly Column[], rows: ReadonlyArray<readonly string[]>, opts: { left: number; width: number; gap: number; size: number }): PlacedColumn[] {
  const natural = columns.map((c, i) => Math.max(textWidth(c.header, 'bold', opts.size), ...rows.map((r) => textWidth(r[i] ?? '', 'regular', opts.size))));
  const floor = columns.map((c) => textWidth(c.header, 'bold', opts.size));
  const widths = [...natural];
  let excess = widths.reduce((s, w) => s + w, 0) + opts.gap * (columns.length - 1) - opts.width;
  while (excess > 0.01) {
    const shrinkable = widths.map((w, i) => ({ w, i })).filter(({ w, i }) => !columns[i]!.fixed && w > floor[i]! + 0.01);
    if (shrinkable.length === 0) break;
    const widest = shrinkable.reduce((a, b) => (b.w > a.w ? b : a));
    const second = Math.max(floor[widest.i]!, ...shrinkable.filter((s) => s.i !== widest.i).map((s) => s.w));
    const take = Math.min(excess, widest.w - second > 0.01 ? widest.w - second : Math.min(1, widest.w - floor[widest.i]!));
    widths[widest.i] = widest.w - take;
    excess -= take;
  }
  let x = opts.left;
  return columns.map((c, i) => {
    const placed = { ...c, x, width: widths[i]! };
    x += widths[i]! + opts.gap;
    return placed;
  });
}
