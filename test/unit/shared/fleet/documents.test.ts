import { describe, expect, it } from 'vitest';
import { computeDocuments, documentStatus } from '#shared/fleet/documents';

describe('document status', () => {
  it('is expired before today, expiring from today through today + 2 calendar months, valid after', () => {
    expect(documentStatus('2026-03-14', '2026-03-15')).toBe('expired');
    expect(documentStatus('2026-03-15', '2026-03-15')).toBe('expiring');
    expect(documentStatus('2026-05-15', '2026-03-15')).toBe('expiring');
    expect(documentStatus('2026-05-16', '2026-03-15')).toBe('valid');
  });

  it('clamps the window to the last day of a month without the same day', () => {
    expect(documentStatus('2026-02-28', '2025-12-31')).toBe('expiring');
    expect(documentStatus('2026-03-01', '2025-12-31')).toBe('valid');
    expect(documentStatus('2028-02-29', '2027-12-31')).toBe('expiring');
    expect(documentStatus('2028-03-01', '2027-12-31')).toBe('valid');
    expect(documentStatus('2026-06-30', '2026-04-30')).toBe('expiring');
    expect(documentStatus('2026-07-01', '2026-04-30')).toBe('valid');
  });

  it('is no-expiry without a date and reads every date format', () => {
    expect(documentStatus(null, '2026-03-15')).toBe('no-expiry');
    expect(documentStatus('  ', '2026-03-15')).toBe('no-expiry');
    expect(documentStatus(undefined, '2026-03-15')).toBe('no-expiry');
    expect(documentStatus('05/15/2026', '03/15/2026')).toBe('expiring');
  });

  it('counts a date-time as its day in the company zone', () => {
    expect(documentStatus('2026-03-15T03:00:00Z', '2026-03-15')).toBe('expired');
    expect(documentStatus('2026-03-15T03:00:00Z', '2026-03-15', 'UTC')).toBe('expiring');
  });

  it('refuses an unreadable date naming it', () => {
    expect(() => documentStatus('someday', '2026-03-15')).toThrow(/^expDate: unreadable date/);
  });
});

describe('fleet documents', () => {
  const result = computeDocuments({
    today: '2026-03-15',
    documents: [
      { id: 'D1', docType: 'registration', label: 'Registration T1', expDate: '2026-01-01' },
      { id: 'D2', docType: 'insurance', label: 'Insurance', expDate: '' },
    ],
    drivers: [{ DriverID: '1001', cdlExpDate: '2026-04-01', medExpDate: '2027-01-01' }, { DriverID: 1002 }],
  });

  it('gives each document its status and each driver two, CDL and medical card', () => {
    expect(result.documents.map((d) => [d.id ?? `${d.DriverID}/${d.source}`, d.status])).toEqual([
      ['D1', 'expired'], ['D2', 'no-expiry'],
      ['1001/cdlExpDate', 'expiring'], ['1001/medExpDate', 'valid'],
      ['1002/cdlExpDate', 'no-expiry'], ['1002/medExpDate', 'no-expiry'],
    ]);
    expect(result.expiringThrough).toBe('2026-05-15');
  });

  it('explains every status in words', () => {
    expect(result.documents[0]!.reason).toBe('Document Registration T1 expired on 2026-01-01, before today 2026-03-15.');
    expect(result.documents[2]!.reason).toMatch(/CDL expires on 2026-04-01, within two months/);
  });

  it('refuses an unreadable expiry naming its field', () => {
    expect(() => computeDocuments({ today: '2026-03-15', drivers: [{ DriverID: '1', medExpDate: '31/31/2026' }] })).toThrow(/drivers\[0\]\.medExpDate: unreadable date/);
  });
});
