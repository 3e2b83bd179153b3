/**
 * Draws the installable app's icons (web/public/icons) once: a blue tile with a white tractor-trailer,
 * written as PNGs with no image library. Run `npx tsx bin/app-icons.ts` after changing the drawing.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0, 108, 224] as const;
const WHITE = [255, 255, 255] as const;
const NAVY = [15, 20, 26] as const;

type Rgb = readonly [number, number, number];

/** Shapes in a 100 × 100 box; a maskable icon keeps them inside the middle 80 %. */
function colourAt(x: number, y: number): Rgb {
  const inBox = (x0: number, y0: number, x1: number, y1: number) => x >= x0 && x < x1 && y >= y0 && y < y1;
  const inCircle = (cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  for (const [cx, cy] of [[32, 64], [58, 64], [70, 64]] as const) {
    if (inCircle(cx, cy, 5.5)) return inCircle(cx, cy, 2.5) ? WHITE : NAVY;
  }
  if (inBox(22, 34, 62, 60)) return WHITE; // trailer
  if (inBox(67, 45, 75, 51)) return BLUE; // cab window
  if (inBox(64, 42, 78, 60)) return WHITE; // cab
  if (inBox(18, 68, 82, 71)) return WHITE; // road
  return BLUE;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let px = 0; px < size; px++) {
      const [r, g, b] = colourAt(((px + 0.5) * 100) / size, ((py + 0.5) * 100) / size);
      row.set([r, g, b], 1 + px * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

for (const size of [192, 512]) writeFileSync(new URL(`../web/public/icons/app-${size}.png`, import.meta.url), png(size));
writeFileSync(new URL('../web/public/icons/apple-touch-icon.png', import.meta.url), png(180));
