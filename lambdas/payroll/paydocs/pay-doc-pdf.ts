import { centsToAmount } from '#shared/money/round';
import type { PayDocView } from '#shared/payroll-api/pay-docs';
import { PER_DIEM_LABEL } from '#shared/payroll/time-pay';
import { countedCents, entryColumn, payColumns } from '#shared/payroll-summary/pay-columns';
import { TextPdf, textWidth } from '#lambdas/pdf/text-pdf';

const PAGE = { width: 612, height: 792, margin: 40 };
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** The standard fonts encode WinAnsi only; anything else is replaced rather than failing the document. */
const ansi = (text: string) => text.replace(/[−–—]/g, '-').replace(/[≤]/g, '<=').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

interface Pen {
  doc: TextPdf;
  y: number;
}

function newPage(pen: Pen): void {
  pen.doc.addPage();
  pen.y = PAGE.height - PAGE.margin;
}

function line(pen: Pen, cells: Array<[string, number, ('left' | 'right')?]>, opts: { bold?: boolean; size?: number } = {}): void {
  const size = opts.size ?? 9;
  if (pen.y < PAGE.margin + size * 2) newPage(pen);
  const font = opts.bold ? 'bold' : 'regular';
  for (const [raw, x, align] of cells) {
    const text = ansi(raw);
    const dx = align === 'right' ? x - textWidth(text, font, size) : x;
    pen.doc.drawText({ text, x: dx, y: pen.y, size, font });
  }
  pen.y -= size + 5;
}

/** The printable pay document as a PDF: header, trip payout table, compensation entries and the total. */
export function payDocPdf(view: PayDocView, companyName: string): Uint8Array {
  const doc = new TextPdf(PAGE, { title: `${view.DisplayName} ${view.DriverID} pay ${view.payDateString}`, creator: 'FAST DASHBOARD' });
  const pen: Pen = { doc, y: PAGE.height - PAGE.margin };
  newPage(pen);
  const m = PAGE.margin;
  line(pen, [[companyName, m]], { bold: true, size: 14 });
  line(pen, [[`Driver pay document - ${view.DisplayName} (${view.DriverID})`, m]], { bold: true, size: 12 });
  line(pen, [[`Week ending ${view.endDateString}    Pay date ${view.payDateString}    Pay document ${view.PayDocID}`, m]]);
  pen.y -= 6;
  line(pen, [['Trip', m], ['Date', m + 60], ['Truck', m + 125], ['Run', m + 175], ['Miles', m + 260, 'right'], ['Pay type', m + 270], ['Payout', m + 450, 'right'], ['D&H', m + 510, 'right']], { bold: true });
  const dates = new Map(view.TripLogs.map((t) => [String(t.TripNumber), String(t.TripDateText ?? '')]));
  for (const r of view.TripPayoutRecords) {
    line(pen, [[r.TripNumber, m], [dates.get(r.TripNumber) ?? '', m + 60], [r.VehicleID, m + 125], [`${r.RunType} ${r.TripType}`, m + 175], [String(r.MilesQTY), m + 260, 'right'], [r.PayType, m + 270], [money(r.payout), m + 450, 'right'], [money(r.DandHpayout), m + 510, 'right']]);
  }
  pen.y -= 6;
  line(pen, [['Compensation', m], ['In total pay', m + 510, 'right']], { bold: true });
  // Each line as it counts (per diem deducted), so the amounts printed add up to the total printed.
  for (const e of view.compModel) {
    const counted = entryColumn(e) !== undefined;
    const label = e.label === PER_DIEM_LABEL ? `${e.label} (non-taxable, deducted)` : counted ? e.label : `${e.label} (not payable: ${money(e.value)})`;
    line(pen, [[label, m], [money(centsToAmount(countedCents(e))), m + 510, 'right']]);
  }
  pen.y -= 4;
  line(pen, [[`Total miles ${view.totalMiles}`, m], ['Total compensation', m + 330], [money(payColumns(view.compModel).totalCompensation), m + 510, 'right']], { bold: true, size: 11 });
  return doc.save();
}

/** `{name}-{driverId}.pdf` (spec part 2 §7), the name made safe for a file system. */
export function payDocFileName(view: Pick<PayDocView, 'DisplayName' | 'DriverID'>): string {
  const name = view.DisplayName.replace(/[^A-Za-z0-9 _.-]+/g, '').trim().replace(/\s+/g, ' ') || 'driver';
  return `${name}-${view.DriverID}.pdf`;
}
