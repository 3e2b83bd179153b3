import { describe, expect, it } from 'vitest';
import { acknowledgementPercent, companyDayAndTime, isBeforeToday, isScheduledSent, scheduledInstant } from '#shared/chat/scheduled';
import { exceedsSizeLimit, isAcceptedType, isProfilePhotoType, MAX_MEDIA_BYTES, mediaTypeOf, uploadKey } from '#shared/uploads/upload-rules';

describe('scheduled broadcast state', () => {
  it('counts as sent when sent is true, sentAt exists or anyone acknowledged', () => {
    expect(isScheduledSent({ sent: false, likes: [] })).toBe(false);
    expect(isScheduledSent({ sent: true })).toBe(true);
    expect(isScheduledSent({ sentAt: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(isScheduledSent({ likes: ['u1'] })).toBe(true);
  });

  it('rounds distinct likes over the message’s members, else the room’s', () => {
    expect(acknowledgementPercent(['a', 'a', 'b'], ['a', 'b', 'c'])).toBe(67);
    expect(acknowledgementPercent(['a'], [], ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toBe(13);
    expect(acknowledgementPercent([], [])).toBe(0);
    expect(acknowledgementPercent(['a', 'b', 'x'], ['a', 'b'])).toBe(100);
  });

  it("reads a picked day and time in the company's zone, whatever the computer's clock, and refuses impossible ones", () => {
    expect(scheduledInstant('2026-03-07', '12:00', 'America/Chicago')?.toISOString()).toBe('2026-03-07T18:00:00.000Z');
    expect(scheduledInstant('2026-07-07', '12:00', 'America/Chicago')?.toISOString()).toBe('2026-07-07T17:00:00.000Z');
    expect(scheduledInstant('2026-02-30', '12:00', 'America/Chicago')).toBeNull();
    expect(scheduledInstant('2026-03-07', '', 'America/Chicago')).toBeNull();
    expect(scheduledInstant(undefined, '10:00', 'America/Chicago')).toBeNull();
  });

  it("gives an instant the company's day and time, not the sender's", () => {
    // 09:30 on Nov 28 at Kiritimati (UTC+14) is still Nov 27 in Chicago.
    const at = new Date('2026-11-27T19:30:00Z');
    expect(companyDayAndTime(at, 'America/Chicago')).toEqual({ scheduledDay: '2026-11-27', scheduledTime: '13:30' });
    expect(companyDayAndTime(at, 'Pacific/Kiritimati')).toEqual({ scheduledDay: '2026-11-28', scheduledTime: '09:30' });
    expect(companyDayAndTime(new Date('2026-11-28T05:59:00Z'), 'America/Chicago')).toEqual({ scheduledDay: '2026-11-27', scheduledTime: '23:59' });
  });

  it("keeps the minimum day at the company's today", () => {
    expect(isBeforeToday('2026-03-06', '2026-03-07')).toBe(true);
    expect(isBeforeToday('2026-03-07', '2026-03-07')).toBe(false);
  });
});

describe('upload rules', () => {
  it('accepts image, video, audio and pdf only', () => {
    expect(['image/png', 'video/mp4', 'audio/mpeg', 'application/pdf'].map(isAcceptedType)).toEqual([true, true, true, true]);
    expect(isAcceptedType('application/zip')).toBe(false);
    expect(mediaTypeOf('application/zip')).toBe('other');
  });

  it('refuses video and audio over 200 MB, not other types', () => {
    expect(exceedsSizeLimit('video/mp4', MAX_MEDIA_BYTES + 1)).toBe(true);
    expect(exceedsSizeLimit('audio/mpeg', MAX_MEDIA_BYTES)).toBe(false);
    expect(exceedsSizeLimit('image/png', MAX_MEDIA_BYTES + 1)).toBe(false);
  });

  it('takes jpeg or png as profile photos and builds the company storage key', () => {
    expect(isProfilePhotoType('image/jpeg')).toBe(true);
    expect(isProfilePhotoType('image/gif')).toBe(false);
    expect(uploadKey('c1', 'chatAttachments/r1', 'a.png')).toBe('companyProfile/c1/chatAttachments/r1/a.png');
  });
});
