import { describe, expect, it } from 'vitest';
import { DRIVE_ALERT_DAYS, driveAlerts, shownStatus } from '#shared/documents/document-display';
import { documentRows } from '#shared/documents/document-rows';

const TODAY = '2026-11-27';

function rowsOf(driver: { cdlExpDate?: string; medExpDate?: string }) {
  return documentRows({ today: TODAY, companyName: 'Red Mesa Freight Lines', documents: [], drivers: [{ DriverID: '1004500', ...driver }], tractors: [] });
}

describe('document display', () => {
  it('shows a CDL or medical card without a date as missing while the list keeps the rule status no-expiry', () => {
    const rows = rowsOf({ cdlExpDate: '', medExpDate: undefined });
    expect(rows.map((r) => r.status)).toEqual(['no-expiry', 'no-expiry']);
    expect(rows.map(shownStatus)).toEqual(['missing', 'missing']);
  });

  it('keeps "no expiry" for other papers without a date, such as an operating authority', () => {
    expect(shownStatus({ status: 'no-expiry', docKind: 'operating-authority' })).toBe('no-expiry');
    expect(shownStatus({ status: 'expired', docKind: 'cdl' })).toBe('expired');
  });

  it('warns the driver of an expired medical card and a CDL expiring within 30 days, expired first', () => {
    const alerts = driveAlerts(rowsOf({ cdlExpDate: '2026-12-20', medExpDate: '2026-01-10' }), TODAY);
    expect(alerts).toEqual([
      { docKind: 'medical-card', state: 'expired', expDate: '2026-01-10' },
      { docKind: 'cdl', state: 'expiring', expDate: '2026-12-20' },
    ]);
  });

  it('warns through the 30th day and not the 31st, across a month end', () => {
    expect(DRIVE_ALERT_DAYS).toBe(30);
    expect(driveAlerts(rowsOf({ cdlExpDate: '2026-12-27' }), TODAY)).toEqual([{ docKind: 'cdl', state: 'expiring', expDate: '2026-12-27' }]);
    expect(driveAlerts(rowsOf({ cdlExpDate: '2026-12-28' }), TODAY)).toEqual([]);
  });

  it('counts a paper expiring today as expiring and yesterday as expired', () => {
    expect(driveAlerts(rowsOf({ medExpDate: TODAY }), TODAY)).toEqual([{ docKind: 'medical-card', state: 'expiring', expDate: TODAY }]);
    expect(driveAlerts(rowsOf({ medExpDate: '2026-11-26' }), TODAY)).toEqual([{ docKind: 'medical-card', state: 'expired', expDate: '2026-11-26' }]);
  });

  it('says nothing for a missing date or for tractor and company papers, which the office answers for', () => {
    const rows = [
      ...rowsOf({}),
      { ownerKind: 'tractor' as const, docKind: 'registration' as const, expDate: '2026-01-01' },
      { ownerKind: 'company' as const, docKind: 'insurance' as const, expDate: '2026-01-01' },
    ];
    expect(driveAlerts(rows, TODAY)).toEqual([]);
  });
});
