import type { FormFieldDef } from '#shared/forms/form-fields';
import { TextPdf, textWidth, type FontName } from '#lambdas/pdf/text-pdf';

const PAGE = { width: 612, height: 792, margin: 40 };
const BOX = '[    ]';
const RULE = '_'.repeat(60);
/** The standard fonts encode WinAnsi only; anything else is replaced rather than failing the document. */
const ansi = (text: string) => text.replace(/[−–—]/g, '-').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

export interface BlankForm {
  companyName: string;
  formName: string;
  formType: string;
  /** A published version, or undefined for the draft. */
  formVersion?: number;
  formFields: readonly FormFieldDef[];
}

class Pen {
  y = PAGE.height - PAGE.margin;
  constructor(readonly doc: TextPdf) {
    doc.addPage();
  }

  private room(height: number): void {
    if (this.y - height < PAGE.margin) {
      this.doc.addPage();
      this.y = PAGE.height - PAGE.margin;
    }
  }

  /** Text from x, wrapped at the right margin; returns nothing, moves down. */
  write(raw: string, opts: { x?: number; size?: number; font?: FontName; gap?: number } = {}): void {
    const size = opts.size ?? 10;
    const font = opts.font ?? 'regular';
    const x = opts.x ?? PAGE.margin;
    const width = PAGE.width - PAGE.margin - x;
    for (const line of wrap(ansi(raw), font, size, width)) {
      this.room(size + 4);
      this.doc.drawText({ text: line, x, y: this.y, size, font });
      this.y -= size + 4;
    }
    this.y -= opts.gap ?? 0;
  }

  space(points: number): void {
    this.y -= points;
  }
}

function wrap(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, font, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

function rangeText(field: FormFieldDef): string {
  if (field.min !== undefined && field.max !== undefined) return `safe range ${field.min} to ${field.max}`;
  if (field.min !== undefined) return `at least ${field.min}`;
  if (field.max !== undefined) return `at most ${field.max}`;
  return '';
}

function failNotes(field: FormFieldDef): string {
  const notes = [field.remarksOnFail && 'remarks', field.photoOnFail && 'photo'].filter(Boolean);
  const parts = [notes.length ? `On fail: ${notes.join(' and ')} required.` : '', field.outOfServiceOnFail ? 'A fail puts the vehicle out of service.' : ''];
  return parts.filter(Boolean).join(' ');
}

function question(pen: Pen, field: FormFieldDef): void {
  const label = `${field.label}${field.required ? ' *' : ''}${field.type === 'Trailer' ? ' (trailer)' : ''}`;
  const indent = PAGE.margin + 12;
  switch (field.style) {
    case 'Pass / Fail': {
      pen.write(`${BOX} Pass   ${BOX} Fail     ${label}`, { x: indent });
      const notes = failNotes(field);
      if (notes) pen.write(notes, { x: indent + 130, size: 8 });
      if (field.remarksOnFail) pen.write(`Remarks ${'_'.repeat(55)}`, { x: indent + 130, size: 9 });
      break;
    }
    case 'Comment':
    case 'Text':
      pen.write(label, { x: indent, font: 'bold' });
      pen.write(RULE, { x: indent });
      if (field.style === 'Comment') pen.write(RULE, { x: indent });
      break;
    case 'Number':
      pen.write(`${label}   ${'_'.repeat(20)}   ${rangeText(field)}`, { x: indent });
      break;
    case 'Date':
      pen.write(`${label}   ____ / ____ / ________ (month / day / year)`, { x: indent });
      break;
    case 'Select':
      pen.write(`${label} (choose one)`, { x: indent, font: 'bold' });
      for (const option of field.options ?? []) pen.write(`${BOX} ${option}`, { x: indent + 12 });
      break;
    case 'Photo':
      pen.write(`${label}   ${BOX} photo attached`, { x: indent });
      break;
    case 'Signature':
      pen.space(8);
      pen.write(`${label}   ${'_'.repeat(40)}   Date ____________`, { x: indent });
      break;
  }
  if (field.hint) pen.write(field.hint, { x: indent, size: 8 });
  pen.space(4);
}

/** Categories in the order they first appear, each with its questions in form order. */
export function byCategory(fields: readonly FormFieldDef[]): Array<[string, FormFieldDef[]]> {
  const groups = new Map<string, FormFieldDef[]>();
  for (const field of fields) groups.set(field.category, [...(groups.get(field.category) ?? []), field]);
  return [...groups];
}

/**
 * A blank form to print: every question shown to the person filling it, by category, with an empty
 * Pass / Fail box, lines for text, the safe range of numbers, the options of selects and a signature
 * line. Hidden questions are left out, as on the phone.
 */
export function blankFormPdf(form: BlankForm): Uint8Array {
  const doc = new TextPdf(PAGE, { title: form.formName, creator: 'FAST DASHBOARD' });
  const pen = new Pen(doc);
  pen.write(form.companyName, { size: 14, font: 'bold' });
  pen.write(form.formName, { size: 13, font: 'bold' });
  pen.write(`${form.formType} form - ${form.formVersion ? `version ${form.formVersion}` : 'draft, not yet published'}`, { size: 9, gap: 6 });
  pen.write(`Name ${'_'.repeat(30)}   Date ____________   Tractor ____________   Trailer ____________`, { size: 9, gap: 6 });
  pen.write('* required', { size: 8, gap: 4 });
  for (const [category, fields] of byCategory(form.formFields.filter((f) => !f.hidden))) {
    pen.space(4);
    pen.write(category, { size: 11, font: 'bold', gap: 2 });
    for (const field of fields) question(pen, field);
  }
  return doc.save();
}

/** `{form name} blank form.pdf`, the name made safe for a file system. */
export function blankFormFileName(formName: string, formVersion?: number): string {
  const name = formName.replace(/[^A-Za-z0-9 _.()-]+/g, '').trim().replace(/\s+/g, ' ') || 'form';
  return `${name}${formVersion ? ` v${formVersion}` : ''} blank form.pdf`;
}
