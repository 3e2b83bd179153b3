import { inflateSync } from 'node:zlib';

/** The text of a PDF's deflated content streams (its JPEG streams are not deflated and are left out). */
export function pdfText(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const out: string[] = [];
  for (let at = bytes.indexOf('stream\n'); at >= 0; at = bytes.indexOf('stream\n', at + 1)) {
    if (bytes.subarray(at - 3, at).toString() === 'end') continue;
    const start = at + 'stream\n'.length;
    try {
      out.push(inflateSync(bytes.subarray(start, bytes.indexOf('\nendstream', start))).toString('latin1'));
    } catch {
      // A JPEG stream is not deflated.
    }
  }
  return out.join('\n');
}
