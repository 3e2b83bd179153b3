import { describe, expect, it } from 'vitest';
import { documentCreateBody, documentUploadBody, MAX_DOCUMENT_BYTES } from '#shared/documents/document-api';
import { countByStatus, matchesFilter } from '#shared/documents/document-order';
import { documentRows, type RowsInput } from '#shared/documents/document-rows';

const TODAY = '2026-11-24';

function input(over: Partial<RowsInput> = {}): RowsInput {
  return {
    today: TODAY,
    companyName: 'Red Mesa Freight Lines',
    documents: [
      { id: 'reg-1', ownerKind: 'tractor', ownerId: '410200', docKind: 'registration', label: 'Registration', expDate: '2027-06-30', fileKey: 'documents/x/reg-1/r.pdf' },
      { id: 'ins-1', ownerKind: 'tractor', ownerId: '410201', docKind: 'insurance', label: 'Insurance card', expDate: '2026-10-01' },
      { id: 'auth', ownerKind: 'company', ownerId: '', docKind: 'operating-authority', label: 'Operating authority' },
      { id: 'ifta', ownerKind: 'company', ownerId: '', docKind: 'ifta-licence', label: 'IFTA licence', expDate: '2027-01-24' },
    ],
    drivers: [{ DriverID: '1004500', DisplayName: 'Jake Thornton', Domicile: 'PHX/ELP', cdlExpDate: '2026-11-23', medExpDate: '01/25/2027' }],
    tractors: [{ VehicleID: '410200', Domicile: 'PHX' }, { VehicleID: '410201', Domicile: 'ABQ' }],
    ...over,
  };
}

describe('document rows', () => {
  it('lists expired first, then expiring, then valid, then papers without expiry, each by expiry date', () => {
    const rows = documentRows(input());
    expect(rows.map((r) => [r.rowKey, r.status])).toEqual([
      ['ins-1', 'expired'],
      ['1004500:cdlExpDate', 'expired'],
      ['ifta', 'expiring'],
      ['1004500:medExpDate', 'valid'],
      ['reg-1', 'valid'],
      ['auth', 'no-expiry'],
    ]);
  });

  it('gives the two-month window its last day and the day after: 2027-01-24 is expiring, 2027-01-25 valid', () => {
    const rows = documentRows(input());
    expect(rows.find((r) => r.rowKey === 'ifta')?.status).toBe('expiring');
    expect(rows.find((r) => r.rowKey === '1004500:medExpDate')).toMatchObject({ expDate: '2027-01-25', status: 'valid' });
  });

  it("shows a driver's CDL and medical card from his driver record, as DriverDoc rows without a file", () => {
    const cdl = documentRows(input()).find((r) => r.rowKey === '1004500:cdlExpDate');
    expect(cdl).toMatchObject({ source: 'cdlExpDate', ownerKind: 'driver', docType: 'DriverDoc', docKind: 'cdl', ownerName: 'Jake Thornton (1004500)', domicile: 'PHX/ELP', hasFile: false });
  });

  it('lets an uploaded CDL stand for the record row, with the record date as the authority', () => {
    const rows = documentRows(input({ documents: [{ id: 'cdl-doc', ownerKind: 'driver', ownerId: '1004500', docKind: 'cdl', label: 'CDL scan', expDate: '2030-01-01', fileKey: 'k' }] }));
    expect(rows.filter((r) => r.docKind === 'cdl')).toEqual([expect.objectContaining({ rowKey: 'cdl-doc', expDate: '2026-11-23', status: 'expired', hasFile: true })]);
  });

  it('gives the spec class of each owner and the domicile of tractors and drivers', () => {
    const rows = documentRows(input());
    expect(rows.find((r) => r.rowKey === 'reg-1')).toMatchObject({ docType: 'VehicleDoc', domicile: 'PHX', ownerName: '410200' });
    expect(rows.find((r) => r.rowKey === 'auth')).toMatchObject({ docType: 'CompanyDoc', domicile: '', ownerName: 'Red Mesa Freight Lines' });
  });

  it('counts per status that add up to the rows, after any filter', () => {
    const rows = documentRows(input());
    const phx = rows.filter((r) => matchesFilter(r, { domicile: 'PHX' }));
    expect(phx.map((r) => r.rowKey).sort()).toEqual(['1004500:cdlExpDate', '1004500:medExpDate', 'reg-1']);
    const counts = countByStatus(phx);
    expect(counts).toEqual({ expired: 1, expiring: 0, valid: 2, 'no-expiry': 0 });
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(phx.length);
  });
});

describe('document request bounds', () => {
  it('refuses a file that is not a PDF or image, or larger than 10 MB, naming the field', () => {
    const word = documentUploadBody.safeParse({ fileName: 'a.docx', fileType: 'application/msword', fileSize: 10 });
    expect(word.success).toBe(false);
    expect(word.error?.issues[0]?.path).toEqual(['fileType']);
    const big = documentUploadBody.safeParse({ fileName: 'a.pdf', fileType: 'application/pdf', fileSize: MAX_DOCUMENT_BYTES + 1 });
    expect(big.error?.issues[0]?.path).toEqual(['fileSize']);
  });

  it('refuses a CDL on a tractor and a tractor document without its VehicleID', () => {
    expect(documentCreateBody.safeParse({ ownerKind: 'tractor', ownerId: '410200', docKind: 'cdl', label: 'x' }).error?.issues[0]?.path).toEqual(['docKind']);
    expect(documentCreateBody.safeParse({ ownerKind: 'tractor', docKind: 'registration', label: 'x' }).error?.issues[0]?.path).toEqual(['ownerId']);
  });
});
