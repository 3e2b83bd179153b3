import { describe, expect, it } from 'vitest';
import { weekdayOf } from '#shared/dates/calendar-day';
import { jpegInfo } from '#lambdas/pdf/text-pdf';
import { dvirOf, isSeedSubmissionId, plannedDvirs, seedSubmissionId } from '#lib/local/seed/demo-inspection-plan';
import { blockJpeg, brakePhoto, signatureImage } from '#lib/local/seed/demo-photos';

const ZONE = 'America/Chicago';
const tractors = Array.from({ length: 13 }, (_, i) => ({ VehicleID: String(410200 + i) }));
// A Tuesday, 09:00 in Chicago.
const NOW = Date.parse('2026-11-24T15:00:00Z');

describe('demo DVIR plan', () => {
  const planned = plannedDvirs('red-mesa-freight', tractors, ZONE, NOW);

  it('plans DVIRs on working days of the last three weeks only, none in the future', () => {
    expect(planned.every((p) => ![0, 6].includes(weekdayOf(p.day)))).toBe(true);
    expect(planned.every((p) => p.atMs <= NOW)).toBe(true);
    expect(new Set(planned.map((p) => p.day)).size).toBe(15);
    // One each working day per tractor, a second on about one day in five.
    expect(planned.length).toBeGreaterThanOrEqual(13 * 15);
    expect(planned.length).toBeLessThanOrEqual(13 * 15 * 1.3);
  });

  it('gives the same ids on every start, time-ordered and marked as seeded', () => {
    expect(plannedDvirs('red-mesa-freight', tractors, ZONE, NOW + 60_000).map((p) => p.submissionId).slice(0, 50)).toEqual(planned.map((p) => p.submissionId).slice(0, 50));
    expect(planned.every((p) => /^[0-9a-z]{19}$/.test(p.submissionId) && isSeedSubmissionId(p.submissionId))).toBe(true);
    expect(parseInt(planned[0]!.submissionId.slice(0, 9), 36)).toBe(planned[0]!.atMs);
    expect(seedSubmissionId('blue-ridge-carriers', '410200', planned[0]!.atMs)).not.toBe(planned[0]!.submissionId);
    expect(isSeedSubmissionId('0mhx3k2ab1f2e3d4c5b')).toBe(false);
  });

  it("lands a fault on the tractor's DVIR on or before the day asked, or on its latest", () => {
    const today = Math.max(...planned.map((p) => p.day));
    const latest = dvirOf(planned, 4, undefined, today)!;
    expect(latest.atMs).toBe(Math.max(...planned.filter((p) => p.tractor === 4).map((p) => p.atMs)));
    const older = dvirOf(planned, 3, 13, today)!;
    expect(older.tractor).toBe(3);
    expect(older.day).toBeLessThanOrEqual(today - 13);
    expect(dvirOf(planned, 3, 40, today)).toBeUndefined();
  });
});

describe('demo photos', () => {
  it('are baseline JPEGs of the size drawn, from SOI to EOI', () => {
    for (const [image, width, height] of [[brakePhoto(), 192, 144], [signatureImage(), 240, 64]] as const) {
      expect(jpegInfo(image)).toMatchObject({ width, height, components: 1 });
      expect([image[0], image[1], image.at(-2), image.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    }
  });

  it('stuffs a 0xFF byte of the picture with 0x00 so no marker appears inside it', () => {
    const image = blockJpeg(40, 40, (x, y) => ((x * 31 + y * 17) % 256));
    const scan = image.subarray(Buffer.from(image).indexOf(Buffer.from([0xff, 0xda])) + 10, image.length - 2);
    expect(scan.includes(0xff)).toBe(true);
    for (let i = 0; i < scan.length - 1; i++) if (scan[i] === 0xff) expect(scan[i + 1]).toBe(0x00);
  });
});
