import { expect } from 'vitest';

/**
 * A template page's link pair: `viewUrl` shows the PDF (in the page's frame or a new tab) and `url` saves
 * it, both under the file's name. A frame given only the saving link stays blank.
 */
export async function expectShownAndSaved(link: { url: string; viewUrl?: string; fileName: string }): Promise<void> {
  expect(link.viewUrl, 'a link that shows the file').toBeTruthy();
  const shown = await fetch(link.viewUrl!);
  expect(shown.status).toBe(200);
  expect(shown.headers.get('content-disposition')).toBe(`inline; filename="${link.fileName}"`);
  expect(Buffer.from(await shown.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const saved = await fetch(link.url);
  expect(saved.status).toBe(200);
  expect(saved.headers.get('content-disposition')).toBe(`attachment; filename="${link.fileName}"`);
  await saved.arrayBuffer();
}
