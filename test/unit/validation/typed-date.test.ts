import { describe, expect, it } from 'vitest';
import { documentCreateBody } from '#shared/documents/document-api';
import { recordCreateBody } from '#shared/maintenance/api';
import { readFields } from '#shared/validation/read-fields';
import { readTypedDate } from '#shared/validation/typed-date';

describe('a typed date', () => {
  it('reads MM/DD/YYYY, as the tables show dates, and YYYY-MM-DD', () => {
    expect(readTypedDate('11/26/2026')).toEqual({ ok: true, iso: '2026-11-26' });
    expect(readTypedDate('1/5/2027')).toEqual({ ok: true, iso: '2027-01-05' });
    expect(readTypedDate('2026-11-26')).toEqual({ ok: true, iso: '2026-11-26' });
    expect(readTypedDate('02/29/2028')).toEqual({ ok: true, iso: '2028-02-29' });
  });

  it('refuses a date that does not exist as it was typed, never moving it to a real one', () => {
    expect(readTypedDate('2027-02-30')).toEqual({ ok: false, problem: 'impossible', shown: '02/30/2027' });
    expect(readTypedDate('2026-13-45')).toEqual({ ok: false, problem: 'impossible', shown: '13/45/2026' });
    expect(readTypedDate('02/29/2027')).toEqual({ ok: false, problem: 'impossible', shown: '02/29/2027' });
    expect(readTypedDate('2026/11/26')).toMatchObject({ ok: false, problem: 'format' });
    expect(readTypedDate('next May')).toMatchObject({ ok: false, problem: 'format' });
  });

  it('names the field when a document expiry or a service date is refused', () => {
    const body = { ownerKind: 'company', docKind: 'insurance', label: 'Insurance' };
    const impossible = readFields(documentCreateBody, { ...body, expDate: '2027-02-30' });
    expect(impossible.ok ? {} : impossible.fields).toEqual({ expDate: 'Expiry date 02/30/2027 is not a real date.' });
    const words = readFields(documentCreateBody, { ...body, expDate: 'soon' });
    expect(words.ok ? {} : words.fields).toEqual({ expDate: 'Expiry date must be a date as MM/DD/YYYY or YYYY-MM-DD.' });
    const us = readFields(documentCreateBody, { ...body, expDate: '12/31/2026' });
    expect(us.ok && us.data.expDate).toBe('2026-12-31');
    const service = readFields(recordCreateBody, { id: 'r1', VehicleID: '410204', ServiceDate: '11/26/2026' });
    expect(service.ok && service.data.ServiceDate).toBe('2026-11-26');
    const badService = readFields(recordCreateBody, { id: 'r1', VehicleID: '410204', ServiceDate: '2026-13-45' });
    expect(badService.ok ? {} : badService.fields).toEqual({ ServiceDate: 'Service date 13/45/2026 is not a real date.' });
  });
});
