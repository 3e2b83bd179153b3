import { sumMiles, type IvmrTractorWeek, type IvmrWeekException } from '#shared/reports/ivmr-week';
import { TextPdf, type FontName } from '#lambdas/pdf/text-pdf';

const PAGE = { width: 612, height: 792, margin: 40 };
/** The standard fonts encode WinAnsi only; anything else is replaced rather than failing the document. */
const ansi = (text: string) => text.replace(/→/g, '->').replace(/[−–—]/g, '-').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
const COLUMNS = [40, 140, 210, 310, 410];
const EXCEPTION_TEXT = { backwards: 'Odometer went back', mx: 'Driven through Mexico (not in the rows)', gap: 'No position for over an hour' } as const;
/** Characters of 9-point Helvetica that fit between the margins, with room to spare. */
const WRAP_AT = 100;

function exceptionLine(e: IvmrWeekException): string {
  return e.kind === 'uncovered' ? `No position on ${e.date}: the day's miles are not known` : `${EXCEPTION_TEXT[e.kind]}: ${e.miles} mi, ${e.from} to ${e.to}`;
}

/** Text broken at spaces into lines of at most WRAP_AT characters (a longer word is cut). */
function wrapped(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest; rest = rest.slice(WRAP_AT)) {
      const piece = rest.slice(0, WRAP_AT);
      if (line && line.length + 1 + piece.length > WRAP_AT) { lines.push(line); line = ''; }
      line = line ? `${line} ${piece}` : piece;
    }
  }
  return line ? [...lines, line] : lines;
}

export interface IvmrDocument {
  companyName: string;
  week: IvmrTractorWeek;
  /** "Approved by … at …", or a draft's note. */
  approval: string;
}

class Pen {
  y = PAGE.height - PAGE.margin;
  constructor(readonly doc: TextPdf) { doc.addPage(); }

  line(cells: readonly string[], opts: { size?: number; font?: FontName; columns?: readonly number[] } = {}): void {
    const size = opts.size ?? 10;
    if (this.y - size - 4 < PAGE.margin) {
      this.doc.addPage();
      this.y = PAGE.height - PAGE.margin;
    }
    const columns = opts.columns ?? [PAGE.margin];
    cells.forEach((text, i) => this.doc.drawText({ text: ansi(text), x: columns[i] ?? PAGE.margin, y: this.y, size, font: opts.font ?? 'regular' }));
    this.y -= size + 4;
  }

  space(points: number): void { this.y -= points; }
}

const odo = (value: number | null) => (value === null ? '-' : String(value));

/**
 * The printable IVMR of one tractor-week (IRP source document): company, unit, VIN, domicile, week, the
 * odometer span and total, the rows by date and state, each day's origin, destination and route, the
 * exceptions, the drivers by name and the approval.
 */
export function ivmrPdf(docIn: IvmrDocument): Uint8Array {
  const { week } = docIn;
  const doc = new TextPdf(PAGE, { title: `IVMR ${week.VehicleID} week ending ${week.WeekEnding}`, creator: 'FAST DASHBOARD' });
  const pen = new Pen(doc);
  pen.line([docIn.companyName], { size: 14, font: 'bold' });
  pen.line(['Individual Vehicle Mileage Record (IVMR)'], { size: 12, font: 'bold' });
  pen.space(4);
  pen.line([`Unit ${week.VehicleID}   VIN ${week.Vin || '-'}   Domicile ${week.Domicile || '-'}`]);
  pen.line([`Week ending ${week.WeekEnding}`]);
  pen.line([`Odometer start ${odo(week.OdoStart)}   Odometer stop ${odo(week.OdoStop)}   Total miles ${week.miles}`], { font: 'bold' });
  pen.space(6);
  pen.line(['Date', 'State', 'Odometer start', 'Odometer stop', 'Miles'], { font: 'bold', columns: COLUMNS });
  for (const row of week.ivmrRows) pen.line([row.date, row.state, String(row.odoStart), String(row.odoStop), String(row.miles)], { columns: COLUMNS });
  if (week.ivmrRows.length === 0) pen.line(['No miles in the week.']);
  pen.line(['Total', '', '', '', String(sumMiles(week.ivmrRows.map((r) => r.miles)))], { font: 'bold', columns: COLUMNS });
  pen.space(6);
  pen.line(['Origin, destination and route by day (pay statement trips)'], { font: 'bold' });
  if (week.routes.length === 0) pen.line(['No trips on the statement for this week.'], { size: 9 });
  for (const day of week.routes) {
    wrapped(`${day.date}  ${day.origin} to ${day.destination}  (${day.trips} trip${day.trips === 1 ? '' : 's'}: ${day.route})`).forEach((text) => pen.line([text], { size: 9 }));
  }
  pen.space(6);
  pen.line(['Miles by state'], { font: 'bold' });
  const byState = new Map<string, number[]>();
  for (const row of week.ivmrRows) byState.set(row.state, [...(byState.get(row.state) ?? []), row.miles]);
  for (const [state, miles] of byState) pen.line([state, String(sumMiles(miles))], { columns: [PAGE.margin, 140] });
  pen.space(6);
  pen.line(['Exceptions'], { font: 'bold' });
  if (week.exceptions.length === 0) pen.line(['None']);
  for (const e of week.exceptions) pen.line([exceptionLine(e)], { size: 9 });
  if (week.exceptionCount > week.exceptions.length) pen.line([`and ${week.exceptionCount - week.exceptions.length} more`], { size: 9 });
  pen.space(6);
  for (const text of wrapped(`Driven by: ${week.drivers.length ? week.drivers.join(', ') : '-'}`)) pen.line([text]);
  pen.space(6);
  pen.line([docIn.approval], { font: 'bold' });
  if (week.approvalReason) {
    pen.line(['Reason for approving with exceptions:'], { font: 'bold' });
    for (const text of wrapped(week.approvalReason)) pen.line([text], { size: 9 });
  }
  return doc.save();
}
