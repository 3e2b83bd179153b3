import { describe, expect, it } from 'vitest';
import { isoDayText, zoneDate, zoneDay, zoneTime } from '#web/features/timekeeping/zone-time.ts';
import { intlLocale } from '#web/i18n/intl-locale.ts';

// 2026-03-10 23:30 in Phoenix (UTC-7 all year) is already 03-11 in UTC.
const LATE_EVENING = '2026-03-11T06:30:00Z';
const ZONE = 'America/Phoenix';

describe("a shift's day and time in the driver's language, on the company's clock", () => {
  it('reads a Spanish reader es-US and anyone else en-US', () => {
    expect(['es', 'es-MX', 'en', undefined].map(intlLocale)).toEqual(['es-US', 'es-US', 'en-US', 'en-US']);
  });

  it('names the weekday and month in English as before', () => {
    expect(zoneDay(LATE_EVENING, ZONE, 'en-US')).toBe('Tue, Mar 10');
    expect(zoneTime(LATE_EVENING, ZONE, 'en-US')).toBe('11:30 PM');
    expect(isoDayText('2026-03-10', 'en-US')).toBe('Mar 10');
  });

  it('names them in Spanish for a Spanish reader, on the same company day', () => {
    expect(zoneDay(LATE_EVENING, ZONE, 'es-US')).toMatch(/^mar, 10 (de )?mar/);
    expect(zoneTime(LATE_EVENING, ZONE, 'es-US')).toMatch(/^11:30\s?p\.\s?m\.$/);
    expect(isoDayText('2026-03-10', 'es-US')).toMatch(/^10 (de )?mar/);
  });

  it("keeps the company's calendar day whatever the language", () => {
    expect(zoneDate(LATE_EVENING, ZONE)).toBe('2026-03-10');
  });
});
