import { describe, expect, it } from 'vitest';
import { fuelFileText, readFuelFile } from '#shared/reports/fuel-file';
import { matchPurchases } from '#shared/reports/fuel-match';

const HEADER = 'Transaction ID,Date,Time,Card Number,Driver,Merchant Name,City,State,Product,Gallons,Amount';

describe('reading the card provider daily file', () => {
  it('reads each purchase with its day, card, vendor upper-cased, state and amounts', () => {
    const reading = readFuelFile(`${HEADER}\r\nT1,11/03/2026,07:15,7083 0500 4400,JAKE THORNTON,Pilot Travel Center,Gallup,nm,ULSD,104.500,"$1,405.36"\r\n`);
    expect(reading).toEqual({ ok: true, rows: [{
      row: 2, transactionId: 'T1', transactionDate: '2026-11-03', transactionTime: '07:15', FuelCardNo: '7083 0500 4400', driver: 'JAKE THORNTON',
      vendorName: 'PILOT TRAVEL CENTER', city: 'Gallup', state: 'NM', product: 'ULSD', gallons: 104.5, amount: 1405.36,
    }] });
  });

  it('refuses a file naming every bad row and column, and gives no purchase at all', () => {
    const text = `${HEADER}\nT1,2026-11-03,,4400,,PILOT,,AZ,ULSD,100,380\nT2,2026-02-30,,4400,,PILOT,,Arizona,ULSD,-3,abc\nT1,2026-11-03,,,,,,,,100,380\n`;
    const reading = readFuelFile(text);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.errors.map((e) => `${e.row}:${e.column}`)).toEqual([
      '3:Date', '3:State', '3:Gallons', '3:Amount', '4:Transaction ID', '4:Card Number', '4:Merchant Name',
    ]);
  });

  it('refuses a file without the provider header at row 1', () => {
    const reading = readFuelFile('id,when\n1,2\n');
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.errors[0]).toMatchObject({ row: 1, column: 'Transaction ID' });
  });

  it('reads back what the simulator writes', () => {
    const row = { transactionId: 'WX1', transactionDate: '2026-09-01', transactionTime: '06:00', FuelCardNo: '1', vendorName: 'A, B "C"', state: 'TX', gallons: 120.125, amount: 465.97 };
    const reading = readFuelFile(fuelFileText([row]));
    expect(reading.ok && reading.rows[0]).toMatchObject(row);
  });
});

describe('matching purchases to tractors', () => {
  const rows = [
    { row: 2, transactionId: 'a', transactionDate: '2026-09-01', FuelCardNo: '7083-0500-4400', vendorName: 'PILOT TRAVEL CENTER', state: 'AZ', gallons: 1, amount: 1 },
    { row: 3, transactionId: 'b', transactionDate: '2026-09-01', FuelCardNo: '9999', vendorName: 'quick fuel  stop', state: 'AZ', gallons: 1, amount: 1 },
  ];
  const tractors = [{ VehicleID: '410200', FuelCardNo: '7083 0500 4400' }, { VehicleID: '410201' }];

  it('matches by fuel card number whatever its spacing, and leaves an unknown card unmatched', () => {
    expect(matchPurchases(rows, tractors, []).map((p) => p.VehicleID)).toEqual(['410200', undefined]);
  });

  it('flags a vendor outside the approved list, compared trimmed and upper-cased', () => {
    expect(matchPurchases(rows, tractors, ['PILOT TRAVEL CENTER']).map((p) => p.unapprovedVendor)).toEqual([false, true]);
    expect(matchPurchases(rows, tractors, ['Pilot Travel Center', 'QUICK FUEL STOP']).map((p) => p.unapprovedVendor)).toEqual([false, false]);
  });

  it('flags nothing while the company has no approved list', () => {
    expect(matchPurchases(rows, tractors, []).some((p) => p.unapprovedVendor)).toBe(false);
  });
});
