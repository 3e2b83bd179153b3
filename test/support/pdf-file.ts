import { PDFDocument } from 'pdf-lib';

/** A real one-page PDF (it opens), its text written on the page so two files differ. */
export async function onePagePdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 12 });
  return pdf.save({ updateFieldAppearances: false });
}
