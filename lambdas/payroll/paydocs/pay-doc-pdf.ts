import { DEFAULT_LANGUAGE, type Language } from '#shared/account/language';
import { formatCents } from '#shared/money/format';
import { cents } from '#shared/money/round';
import type { DriverPayLine } from '#shared/payroll/driver-pay-lines';
import { fillIn as fill, payLineText, sayFrom, type SayPayWord } from '#shared/payroll/pay-line-text';
import type { PayDocView } from '#shared/payroll-api/pay-docs';
import { fitText, layColumns, wrapText, type Column } from '#lambdas/pdf/columns';
import { TextPdf, textWidth, type FontName } from '#lambdas/pdf/text-pdf';
import { payDocEn, type PayDocWords } from './pay-doc-words/en.ts';
import { payDocEs } from './pay-doc-words/es.ts';

const WORDS: Readonly<Record<Language, PayDocWords>> = { en: payDocEn, es: payDocEs };
/** A value the words name (a trip or pay type) in the reader's language; another is printed as the statement has it. */
const named = (names: Readonly<Record<string, string>>, value: string) => names[value] ?? value;

const PAGE = { width: 612, height: 792, margin: 40 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const GAP = 10;
const SIZE = 9;
const money = (c: number) => (c < 0 ? '-' : '') + formatCents(Math.abs(c));
/** The standard fonts encode WinAnsi only (Spanish's á é í ó ú ñ ü ¿ ¡ among them); anything else is replaced rather than failing the document. */
const ansi = (text: string) => text.replace(/[−–—]/g, '-').replace(/→/g, '->').replace(/[≤]/g, '<=').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

interface Pen {
  doc: TextPdf;
  y: number;
}

function newPage(pen: Pen): void {
  pen.doc.addPage();
  pen.y = PAGE.height - PAGE.margin;
}

function room(pen: Pen, size: number): void {
  if (pen.y < PAGE.margin + size * 2) newPage(pen);
}

function write(pen: Pen, text: string, x: number, opts: { font?: FontName; size?: number; align?: 'left' | 'right' } = {}): void {
  const size = opts.size ?? SIZE;
  const font = opts.font ?? 'regular';
  const dx = opts.align === 'right' ? x - textWidth(text, font, size) : x;
  pen.doc.drawText({ text, x: dx, y: pen.y, size, font });
}

function heading(pen: Pen, text: string, size = SIZE): void {
  room(pen, size);
  write(pen, fitText(ansi(text), WIDTH, 'bold', size), PAGE.margin, { font: 'bold', size });
  pen.y -= size + 5;
}

/** The trip payout table, its columns as wide as their widest text, cut to the page when they must be. */
function tripTable(pen: Pen, view: PayDocView, words: PayDocWords): void {
  const header = words.columns;
  const columns: Column[] = [
    { header: header.trip, align: 'left' },
    { header: header.date, align: 'left', fixed: true },
    { header: header.truck, align: 'left' },
    { header: header.run, align: 'left' },
    { header: header.miles, align: 'right', fixed: true },
    { header: header.payType, align: 'left' },
    { header: header.payout, align: 'right', fixed: true },
    { header: header.dandh, align: 'right', fixed: true },
  ].map((c) => ({ ...c, header: ansi(c.header) }) as Column);
  const dates = new Map(view.TripLogs.map((t) => [String(t.TripNumber), String(t.TripDateText ?? t.TripStartDate ?? '')]));
  const rows = view.TripPayoutRecords.map((r) =>
    [r.TripNumber, dates.get(r.TripNumber) ?? '', r.VehicleID, `${r.RunType} ${named(words.tripTypes, r.TripType)}`, r.MilesQTY.toLocaleString('en-US', { maximumFractionDigits: 1 }), named(words.payTypes, r.PayType), money(cents(r.payout)), money(cents(r.DandHpayout))].map(ansi),
  );
  const placed = layColumns(columns, rows, { left: PAGE.margin, width: WIDTH, gap: GAP, size: SIZE });
  const row = (cells: readonly string[], font: FontName) => {
    room(pen, SIZE);
    placed.forEach((c, i) => {
      const text = fitText(cells[i] ?? '', c.width, font, SIZE);
      write(pen, text, c.align === 'right' ? c.x + c.width : c.x, { font, align: c.align });
    });
    pen.y -= SIZE + 5;
  };
  row(placed.map((c) => c.header), 'bold');
  for (const cells of rows) row(cells, 'regular');
}

/** A line of pay: its words wrapped beside the amount column, the amount right-aligned on its first line. */
function payRow(pen: Pen, text: string, amountCents: number, font: FontName = 'regular', size = SIZE): void {
  const amount = money(amountCents);
  const amountWidth = Math.max(textWidth('-000,000.00', 'bold', size), textWidth(amount, font, size));
  const lines = wrapText(ansi(text), WIDTH - amountWidth - GAP, font, size);
  lines.forEach((part, i) => {
    room(pen, size);
    write(pen, part, PAGE.margin, { font, size });
    if (i === 0) write(pen, amount, PAGE.margin + WIDTH, { font, size, align: 'right' });
    pen.y -= size + 4;
  });
}

const lines = (pen: Pen, list: readonly DriverPayLine[], say: SayPayWord) => list.forEach((l) => payRow(pen, payLineText(l, say), l.cents));

/** The printable pay document in the driver's language: header, trip payout table, then the pay in plain lines and what he is paid. */
export function payDocPdf(view: PayDocView, companyName: string, language: Language = DEFAULT_LANGUAGE): Uint8Array {
  const words = WORDS[language];
  const say = sayFrom(words.line);
  const doc = new TextPdf(PAGE, { title: `${view.DisplayName} ${view.DriverID} pay ${view.payDateString}`, creator: 'FAST DASHBOARD' });
  const pen: Pen = { doc, y: PAGE.height - PAGE.margin };
  newPage(pen);
  heading(pen, companyName, 14);
  heading(pen, fill(words.heading, { name: view.DisplayName, id: view.DriverID }), 12);
  room(pen, SIZE);
  write(pen, fitText(ansi(fill(words.week, { end: view.endDateString, pay: view.payDateString, doc: view.PayDocID })), WIDTH, 'regular', SIZE), PAGE.margin);
  pen.y -= SIZE + 11;
  tripTable(pen, view, words);

  const pay = view.pay;
  pen.y -= 8;
  heading(pen, words.earnings);
  lines(pen, pay.earnings, say);
  payRow(pen, words.earningsTotal, pay.earningsCents, 'bold');
  if (pay.deductions.length > 0) {
    pen.y -= 6;
    heading(pen, words.deductions);
    lines(pen, pay.deductions, say);
    payRow(pen, words.deductionsTotal, pay.deductionsCents, 'bold');
  }
  pen.y -= 6;
  payRow(pen, words.paid, pay.paidCents, 'bold', 11);
  if (pay.perDiemShare) {
    payRow(pen, words.nonTaxablePerDiem, pay.perDiemShare.nonTaxableCents);
    payRow(pen, words.taxablePay, pay.perDiemShare.taxableCents);
  }
  pen.y -= 4;
  room(pen, SIZE);
  write(pen, ansi(fill(words.totalMiles, { miles: view.totalMiles.toLocaleString('en-US', { maximumFractionDigits: 1 }) })), PAGE.margin);
  return doc.save();
}

/** `{name}-{driverId}.pdf` (spec part 2 §7), the name made safe for a file system. */
export function payDocFileName(view: Pick<PayDocView, 'DisplayName' | 'DriverID'>): string {
  const name = view.DisplayName.replace(/[^A-Za-z0-9 _.-]+/g, '').trim().replace(/\s+/g, ' ') || 'driver';
  return `${name}-${view.DriverID}.pdf`;
}
