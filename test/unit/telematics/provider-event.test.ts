import { describe, expect, it } from 'vitest';
import { readProviderEvent, readTimestamp } from '#shared/telematics/provider-event';
import { feedKeyFromHeaders, formatFeedKey, parseFeedKey } from '#shared/telematics/feed-key-format';
import { markerStatus } from '#shared/telematics/map-status';
import { localDay } from '#shared/telematics/local-day';

const ZONE = 'America/Chicago';
const position = { eventId: 'e1', eventType: 'T.2.06.0', tractorID: '410200', posTimeStamp: '2026-07-04T23:30:00Z', odometer: 1234.5, stateProv: 'az', country: 'us', lat: 33.4, lon: -112, speed: 55, ignition: 'ON' };

describe('reading a provider event', () => {
  it('reads a position report, upper-casing codes and storing the time as UTC', () => {
    const read = readProviderEvent(position, ZONE);
    expect(read).toEqual({ ok: true, event: expect.objectContaining({ eventType: 'T.2.06.0', stateProv: 'AZ', country: 'US', ignition: 'on', posTimeStamp: '2026-07-04T23:30:00.000Z', odometer: 1234.5 }) });
  });

  it('reads a time without offset as the company wall clock and epoch milliseconds as they are', () => {
    expect(readTimestamp('2026-07-04T18:30:00', ZONE)).toBe(Date.UTC(2026, 6, 4, 23, 30));
    expect(readTimestamp('2026-01-04T18:30:00', ZONE)).toBe(Date.UTC(2026, 0, 5, 0, 30));
    expect(readTimestamp('2026-07-04T18:30:00-05:00', ZONE)).toBe(Date.UTC(2026, 6, 4, 23, 30));
    expect(readTimestamp(Date.UTC(2026, 6, 4), ZONE)).toBe(Date.UTC(2026, 6, 4));
    for (const bad of ['yesterday', '2026-02-30T10:00:00Z', '2026-07-04T24:00:00Z', 1234, '']) expect(readTimestamp(bad, ZONE), String(bad)).toBeUndefined();
  });

  it('names every problem of a bad event', () => {
    const read = readProviderEvent({ eventType: 'T.9.00.0', tractorID: '', posTimeStamp: 'x', odometer: 'lots', extra: 1 }, ZONE);
    expect(read.ok).toBe(false);
    const reasons = read.ok ? [] : read.reasons.join(' | ');
    for (const field of ['eventId', 'eventType', 'tractorID', 'posTimeStamp', 'Unknown fields: extra', 'odometer']) expect(reasons).toContain(field);
  });

  it('needs a driver and a known code on a log-in event', () => {
    const read = readProviderEvent({ eventId: 'l', eventType: 'T.2.13.0', tractorID: '410200', posTimeStamp: position.posTimeStamp, code: 105 }, ZONE);
    expect(read.ok ? [] : read.reasons).toEqual(['code must be 101, 102, 103 or 104.', 'driverID is required for a log-in event.']);
    expect(readProviderEvent({ eventId: 'l', eventType: 'T.2.13.0', tractorID: '410200', driverID: '1004500', posTimeStamp: position.posTimeStamp, code: '101' }, ZONE).ok).toBe(true);
  });
});

describe('feed keys', () => {
  it('reads the company and key id from a key and refuses anything else', () => {
    const key = formatFeedKey({ companyId: 'red-mesa-freight', keyId: 'abcdef0123456789', secret: 'S'.repeat(43) });
    expect(parseFeedKey(key)).toEqual({ companyId: 'red-mesa-freight', keyId: 'abcdef0123456789', secret: 'S'.repeat(43) });
    for (const bad of ['', 'fdk.a.b', `${key}.x`, key.replace('fdk', 'abc'), `fdk.red mesa.abcdef0123456789.${'S'.repeat(43)}`, 'x'.repeat(400)]) expect(parseFeedKey(bad), bad).toBeUndefined();
  });

  it('takes the key from a bearer header or x-api-key', () => {
    expect(feedKeyFromHeaders({ authorization: 'Bearer fdk.x' })).toBe('fdk.x');
    expect(feedKeyFromHeaders({ 'x-api-key': ' fdk.y ' })).toBe('fdk.y');
    expect(feedKeyFromHeaders({ authorization: 'Basic abc' })).toBeUndefined();
  });
});

describe('map marker status', () => {
  const now = Date.UTC(2026, 6, 4, 12);
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
  it('is moving, idle, ignition off, or stale after 24 hours or without a position', () => {
    expect(markerStatus({ lastTimeStamp: at(1), lastSpeed: 60, ignitionStatus: 'on', lastPos: { lat: 1, lon: 1 } }, now)).toBe('moving');
    expect(markerStatus({ lastTimeStamp: at(1), lastSpeed: 0, ignitionStatus: 'on', lastPos: { lat: 1, lon: 1 } }, now)).toBe('idle');
    expect(markerStatus({ lastTimeStamp: at(1), lastSpeed: 0, ignitionStatus: 'off', lastPos: { lat: 1, lon: 1 } }, now)).toBe('ignition-off');
    expect(markerStatus({ lastTimeStamp: at(25), lastSpeed: 60, ignitionStatus: 'on', lastPos: { lat: 1, lon: 1 } }, now)).toBe('stale');
    expect(markerStatus({}, now)).toBe('stale');
  });
});

describe('local day', () => {
  it('is the calendar day in the company zone', () => {
    expect(localDay(Date.UTC(2026, 6, 5, 4, 59), ZONE)).toBe('2026-07-04');
    expect(localDay(Date.UTC(2026, 6, 5, 5, 0), ZONE)).toBe('2026-07-05');
  });
});
