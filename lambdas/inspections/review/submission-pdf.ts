import { DEFAULT_LANGUAGE, type Language } from '#shared/account/language';
import { isFault } from '#shared/forms/faults';
import { categoryLabel, formNameIn, questionLabel } from '#shared/forms/starter-dvir-words';
import { fillIn as fill } from '#shared/payroll/pay-line-text';
import type { FormSubmissionItem } from '#lambdas/data/entities/form-submission';
import { jpegInfo, TextPdf, textWidth, type JpegImage } from '#lambdas/pdf/text-pdf';
import type { ReviewField } from './submission-view.ts';
import { submissionPdfEn, type SubmissionPdfWords } from './submission-pdf-words/en.ts';
import { submissionPdfEs } from './submission-pdf-words/es.ts';

const WORDS: Record<Language, SubmissionPdfWords> = { en: submissionPdfEn, es: submissionPdfEs };

const PAGE = { width: 612, height: 792, margin: 40 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const PHOTO_BOX = 110;
/** The standard fonts encode WinAnsi only; anything else is replaced rather than failing the document. */
const ansi = (text: string) => text.replace(/[−–—]/g, '-').replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/→/g, '->').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

interface Pen { doc: TextPdf; y: number }

function newPage(pen: Pen): void {
  pen.doc.addPage();
  pen.y = PAGE.height - PAGE.margin;
}

function room(pen: Pen, height: number): void {
  if (pen.y - height < PAGE.margin) newPage(pen);
}

/** Words wrapped to the width at the size. */
function wrap(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of ansi(text).split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && textWidth(next, bold ? 'bold' : 'regular', size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  return current ? [...lines, current] : lines;
}

function write(pen: Pen, text: string, opts: { x?: number; size?: number; bold?: boolean; width?: number } = {}): void {
  const size = opts.size ?? 9;
  const x = PAGE.margin + (opts.x ?? 0);
  for (const l of wrap(text, size, opts.width ?? TEXT_WIDTH - (opts.x ?? 0), opts.bold)) {
    room(pen, size + 4);
    pen.doc.drawText({ text: l, x, y: pen.y - size, size, font: opts.bold ? 'bold' : 'regular' });
    pen.y -= size + 4;
  }
}

function answerText(f: ReviewField, w: SubmissionPdfWords): string {
  if (f.style === 'Pass / Fail') return f.value === true ? w.pass : f.value === false ? w.fail : '-';
  if (f.style === 'Photo') return fill(w.photoCount, { count: String(f.photos?.length ?? 0) });
  if (f.style === 'Signature') return f.value ? w.signed : '-';
  if (f.value === undefined || f.value === null || f.value === '') return '-';
  return String(f.value);
}

/** Photos in a row under the item; a key whose image could not be read is named instead. */
function photos(pen: Pen, keys: readonly string[], images: ReadonlyMap<string, JpegImage>, w: SubmissionPdfWords): void {
  let x = PAGE.margin + 16;
  const missing: string[] = [];
  for (const key of keys) {
    const image = images.get(key);
    if (!image) { missing.push(key.split('/').pop() ?? key); continue; }
    const scale = Math.min(PHOTO_BOX / image.width, PHOTO_BOX / image.height);
    const w = image.width * scale, h = image.height * scale;
    if (x + w > PAGE.width - PAGE.margin) { pen.y -= PHOTO_BOX + 6; x = PAGE.margin + 16; }
    room(pen, PHOTO_BOX + 6);
    pen.doc.drawJpeg({ image, x, y: pen.y - h, width: w, height: h });
    x += w + 8;
  }
  if (keys.some((k) => images.has(k))) pen.y -= PHOTO_BOX + 6;
  if (missing.length > 0) write(pen, fill(w.photos, { names: missing.join(', ') }), { x: 16, size: 8 });
}

export interface SubmissionPdfInput {
  submission: FormSubmissionItem;
  fields: readonly ReviewField[];
  companyName: string;
  /** The images that could be read, by key (JPEGs). */
  images: ReadonlyMap<string, JpegImage>;
  /** The submitting driver's language; English when not given. */
  language?: Language;
}

/** The submission as the spec's formSubmission2pdf: header, questions by category, FAIL items with remarks and resolution, the §396.13 review and the signature. */
export function submissionPdf({ submission: s, fields, companyName, images, language = DEFAULT_LANGUAGE }: SubmissionPdfInput): Uint8Array {
  const w = WORDS[language];
  const doc = new TextPdf(PAGE, { title: `${s.formName} ${s.VehicleID} ${s.completedAt.slice(0, 10)}`, creator: 'FAST DASHBOARD' });
  const pen: Pen = { doc, y: 0 };
  newPage(pen);
  write(pen, companyName, { size: 14, bold: true });
  write(pen, fill(w.version, { form: formNameIn(s.formName, language), version: String(s.formVersion) }), { size: 12, bold: true });
  write(pen, [fill(w.tractor, { tractor: s.VehicleID || '-' }), s.Vin ? fill(w.vin, { vin: s.Vin }) : '', s.Domicile ? fill(w.domicile, { domicile: s.Domicile }) : ''].filter(Boolean).join('   '));
  const completed = fill(w.completed, { at: s.completedAt.replace('T', ' ').slice(0, 16), name: s.submittedByDisplayName });
  write(pen, s.category && s.category !== '0000000' ? `${completed} ${fill(w.driver, { id: s.category })}` : completed);
  if (s.legOrg || s.legDes) write(pen, fill(w.trip, { from: s.legOrg ?? '', to: s.legDes ?? '' }));
  write(pen, fill(w.counts, { failed: String(s.countOfFailedFormFields), unresolved: String(s.unresolvedFaultCount) }), { bold: true });
  pen.y -= 6;
  const categories = [...new Set(fields.filter((f) => !f.hidden).map((f) => f.category || 'General'))];
  for (const category of categories) {
    room(pen, 40);
    write(pen, category === 'General' ? w.general : categoryLabel(category, language), { size: 11, bold: true });
    for (const f of fields.filter((x) => !x.hidden && (x.category || 'General') === category)) {
      if (f.style === 'Signature') continue;
      const failed = f.style === 'Pass / Fail' && f.value === false;
      const answer = answerText(f, w);
      room(pen, 14);
      const y = pen.y;
      write(pen, questionLabel(f, language), { x: 8, width: TEXT_WIDTH - 120, bold: failed });
      const after = pen.y;
      doc.drawText({ text: ansi(answer).slice(0, 40), x: PAGE.width - PAGE.margin - 100, y: y - 9, size: 9, font: failed ? 'bold' : 'regular' });
      pen.y = after;
      if (f.remarks) write(pen, fill(w.remarks, { text: f.remarks }), { x: 16, size: 8 });
      if (failed && f.type === 'Trailer') write(pen, w.trailerItem, { x: 16, size: 8 });
      if (isFault(f)) write(pen, resolutionLine(f, w), { x: 16, size: 8, bold: f.state !== 'resolved' });
      if (f.resolutionComment) write(pen, fill(w.repair, { text: f.resolutionComment }), { x: 16, size: 8 });
      if (f.photos?.length) photos(pen, f.photos, images, w);
      if (f.resolutionImages?.length) photos(pen, f.resolutionImages, images, w);
    }
    pen.y -= 4;
  }
  pen.y -= 6;
  if (s.priorReview) {
    write(pen, fill(w.priorReview, { id: s.priorReview.submissionId, on: s.priorReview.reviewedAt.slice(0, 10), defects: String(s.priorReview.unresolvedDefects) }), { size: 8 });
  } else {
    write(pen, w.noPriorReview, { size: 8 });
  }
  const signatureKey = s.signatureKey ?? fields.find((f) => f.style === 'Signature' && typeof f.value === 'string')?.value as string | undefined;
  write(pen, fill(w.signatureOf, { name: s.submittedByDisplayName }), { bold: true });
  const signature = signatureKey ? images.get(signatureKey) : undefined;
  if (signature) {
    const scale = Math.min(180 / signature.width, 60 / signature.height);
    room(pen, 66);
    doc.drawJpeg({ image: signature, x: PAGE.margin, y: pen.y - signature.height * scale, width: signature.width * scale, height: signature.height * scale });
    pen.y -= 66;
  } else write(pen, signatureKey ? w.signedOnFile : w.notSigned);
  return doc.save();
}

function resolutionLine(f: ReviewField, w: SubmissionPdfWords): string {
  const oos = f.outOfService ? w.outOfService : '';
  if (f.state === 'resolved') {
    return fill(w.resolved, {
      by: f.resolvedBy ?? w.admin, on: (f.resolvedAt ?? '').slice(0, 10), cert: f.repairCertification === 'not-needed' ? w.notNeeded : w.repaired,
      certifiedBy: f.repairCertifiedBy ? fill(w.certifiedBy, { name: f.repairCertifiedBy }) : '', record: f.maintenanceRecordId ? fill(w.record, { id: f.maintenanceRecordId }) : '',
    });
  }
  if (f.state === 'deferred') return fill(w.deferred, { until: f.deferredUntil ?? '', reason: f.deferredReason ?? '', oos });
  return fill(w.open, { oos });
}

/** `{formName}-{VehicleID}-{date}.pdf`, safe for a file system. */
export function submissionFileName(s: Pick<FormSubmissionItem, 'formName' | 'VehicleID' | 'completedAt'>): string {
  const name = s.formName.replace(/[^A-Za-z0-9 _.-]+/g, '').trim().replace(/\s+/g, ' ') || 'form';
  const tractor = s.VehicleID.replace(/[^A-Za-z0-9_-]+/g, '') || 'none';
  return `${name}-${tractor}-${s.completedAt.slice(0, 10)}.pdf`;
}

export { jpegInfo };
