import { describe, expect, it } from 'vitest';
import { jpegInfo, TextPdf } from '#lambdas/pdf/text-pdf';

/** The smallest JPEG header a reader needs here: SOI, an APP0 segment, then a baseline SOF0 of 640 × 480, 3 components. */
function fakeJpeg(width: number, height: number, marker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof = [0xff, marker, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

describe('JPEG images in the text PDF', () => {
  it('reads the width, height and components from the SOF marker, baseline or progressive', () => {
    expect(jpegInfo(fakeJpeg(640, 480))).toMatchObject({ width: 640, height: 480, components: 3 });
    expect(jpegInfo(fakeJpeg(1200, 1600, 0xc2))).toMatchObject({ width: 1200, height: 1600 });
  });

  it('refuses what is not a JPEG', () => {
    expect(jpegInfo(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(jpegInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeUndefined();
  });

  it('embeds the JPEG as it is, as a DCTDecode image the page draws', () => {
    const image = jpegInfo(fakeJpeg(640, 480))!;
    const pdf = new TextPdf({ width: 612, height: 792 }, { title: 't', creator: 'c' });
    pdf.addPage();
    pdf.drawText({ text: 'Brakes', x: 40, y: 700, size: 9, font: 'regular' });
    pdf.drawJpeg({ image, x: 40, y: 500, width: 160, height: 120 });
    const text = Buffer.from(pdf.save()).toString('latin1');
    expect(text).toMatch(/\/Subtype \/Image \/Width 640 \/Height 480 \/ColorSpace \/DeviceRGB \/BitsPerComponent 8 \/Filter \/DCTDecode \/Length 41 >>/);
    expect(text).toContain('/XObject << /Im8 8 0 R >>');
    expect(text).toContain(Buffer.from(image.bytes).toString('latin1'));
    // The cross-reference table points at every object, images included.
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(8);
    offsets.forEach((o, i) => expect(text.slice(o, o + 10)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
  });
});
