import { describe, expect, it } from 'vitest';
import { readBroadcast } from '#lambdas/chat/broadcasts/scheduled-body';

// 2026-11-28T02:00Z: Nov 27, 20:00 in Chicago (the company); already Nov 28, 16:00 at Kiritimati (the sender).
const NOW = Date.parse('2026-11-28T02:00:00Z');
const ZONE = 'America/Chicago';

describe("a scheduled broadcast's day on the server", () => {
  it("stores the company's day and time of the instant, not the sender's clock", () => {
    const read = readBroadcast({ text: ' Yard closes ', scheduledDay: '2026-11-28', scheduledTime: '09:30', scheduledFor: '2026-11-27T19:30:00.000Z' }, ZONE, NOW - 10 * 3_600_000);
    expect(read).toMatchObject({ text: 'Yard closes', scheduledDay: '2026-11-27', scheduledTime: '13:30' });
  });

  it("takes the company's today, though the sender's computer is already a day ahead", () => {
    const today = readBroadcast({ text: 'Late shift', scheduledDay: '2026-11-27', scheduledTime: '21:00' }, ZONE, NOW);
    expect(today.at.toISOString()).toBe('2026-11-28T03:00:00.000Z');
    expect(today).toMatchObject({ scheduledDay: '2026-11-27', scheduledTime: '21:00' });
  });

  it("refuses a day before the company's today with \"Invalid message time\"", () => {
    expect(() => readBroadcast({ text: 'Too late', scheduledDay: '2026-11-26', scheduledTime: '23:59', scheduledFor: '2026-11-28T03:00:00.000Z' }, ZONE, NOW)).toThrow('Invalid message time');
    expect(() => readBroadcast({ text: 'Too late', scheduledDay: '2026-11-27', scheduledTime: '19:00' }, ZONE, NOW)).toThrow('Invalid message time');
  });
});
