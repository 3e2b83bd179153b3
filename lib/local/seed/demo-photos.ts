/**
 * Small real JPEGs for the demo inspections (a defect photo, a signature), drawn in code so the seed
 * needs no binary fixtures: a baseline greyscale JPEG whose 8×8 blocks are each one shade (the DC
 * coefficient only), which every decoder reads. `shade(x, y)` gives 0–255 for each block.
 */
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** One AC code only: end of block, "0". */
const AC_BITS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_VALUES = [0];

function canonicalCodes(bits: number[], values: number[]): Map<number, { code: number; length: number }> {
  const codes = new Map<number, { code: number; length: number }>();
  let code = 0;
  let k = 0;
  bits.forEach((count, i) => {
    for (let n = 0; n < count; n++) codes.set(values[k++]!, { code: code++, length: i + 1 });
    code <<= 1;
  });
  return codes;
}

class BitWriter {
  readonly bytes: number[] = [];
  private current = 0;
  private filled = 0;

  write(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.current = (this.current << 1) | ((value >> i) & 1);
      if (++this.filled === 8) this.flushByte();
    }
  }

  private flushByte(): void {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0x00);
    this.current = 0;
    this.filled = 0;
  }

  /** Pads the last byte with 1 bits, as the standard asks. */
  finish(): number[] {
    while (this.filled !== 0) this.write(1, 1);
    return this.bytes;
  }
}

const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];

export function blockJpeg(widthBlocks: number, heightBlocks: number, shade: (x: number, y: number) => number): Uint8Array {
  const width = widthBlocks * 8;
  const height = heightBlocks * 8;
  const dc = canonicalCodes(DC_BITS, DC_VALUES);
  const bits = new BitWriter();
  let previous = 0;
  for (let y = 0; y < heightBlocks; y++) {
    for (let x = 0; x < widthBlocks; x++) {
      const level = Math.max(0, Math.min(255, Math.round(shade(x, y))));
      // A flat block's DC coefficient is 8 × (level − 128); the quantiser is 1.
      const value = 8 * (level - 128);
      const diff = value - previous;
      previous = value;
      const magnitude = Math.abs(diff);
      const category = magnitude === 0 ? 0 : Math.floor(Math.log2(magnitude)) + 1;
      const huffman = dc.get(category)!;
      bits.write(huffman.code, huffman.length);
      if (category > 0) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
      bits.write(0, 1); // end of block
    }
  }
  const bytes = [
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...DC_BITS, ...DC_VALUES, 0x10, ...AC_BITS, ...AC_VALUES]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...bits.finish(),
    0xff, 0xd9,
  ];
  return Uint8Array.from(bytes);
}

/** A worn brake chamber: a dark disc with a rust ring on a grey background. */
export function brakePhoto(): Uint8Array {
  return blockJpeg(24, 18, (x, y) => {
    const r = Math.hypot(x - 11.5, y - 8.5);
    if (r < 3) return 60;
    if (r < 5) return 140 + ((x * 7 + y * 3) % 5) * 8;
    if (r < 7) return 35;
    return 150 + ((x * 13 + y * 7) % 9) * 6;
  });
}

/** A tire's sidewall with a cut: black rubber, a grey rim, a pale gash. */
export function tirePhoto(): Uint8Array {
  return blockJpeg(24, 18, (x, y) => {
    const r = Math.hypot(x - 11.5, y - 8.5);
    if (Math.abs(x - y - 4) < 1 && r > 5 && r < 8.5) return 200;
    if (r < 5) return 170;
    if (r < 8.5) return 25 + ((x + y) % 3) * 6;
    return 120 + ((x * 5 + y * 11) % 7) * 5;
  });
}

/** A signature: a dark wave across white paper. */
export function signatureImage(): Uint8Array {
  return blockJpeg(30, 8, (x, y) => {
    const line = 4 + Math.round(2.2 * Math.sin(x / 2.3) + (x > 20 ? 1 : 0));
    return y === line || (x % 7 === 3 && Math.abs(y - line) === 1) ? 20 : 250;
  });
}
