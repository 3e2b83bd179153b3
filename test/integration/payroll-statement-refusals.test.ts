import { describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';
import { createRun, importStatement, uploadStatement } from '../support/payroll-flow.ts';

const PAYROLL = RED_MESA.payroll;
const RUN = '2026-03-21';

const HEADER = 'RecordType,VehicleID,TripNumber,TripStartDate,RunType,DriverNo1,DriverName1,MilesQTY,TripRevenue,TicketNumber,GallonsPurchased';
const tripLine = (tripNumber: string, miles: string) => `TRIP,410200,${tripNumber},2026-03-16,LINEHAUL,1004500,Jake Thornton,${miles},1438.20,,`;

/** A CSV as Excel on Windows saves it: a UTF-8 byte-order mark before the header, CRLF line ends. */
function statementCsv(lines: string[]): { name: string; bytes: Uint8Array } {
  return { name: 'week-2026-03-21.csv', bytes: new TextEncoder().encode(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`) };
}

describe('a statement with a repeated TripNumber and unreadable miles', () => {
  it('is refused with row errors, the first 50 listed and all counted, and writes nothing', async () => {
    await createRun(PAYROLL, RUN);
    const unreadable = Array.from({ length: 55 }, (_, i) => tripLine(`88200${String(i).padStart(2, '0')}`, 'n/a'));
    const file = statementCsv([tripLine('8810001', '612'), tripLine('8810001', '274'), tripLine('8810002', '"212 mi"'), ...unreadable]);
    const result = await importStatement(PAYROLL, RUN, await uploadStatement(PAYROLL, file));

    expect(result.body.status).toBe('failed');
    expect(result.body.errorCount).toBe(57);
    expect(result.body.rowErrors).toHaveLength(50);
    expect(result.body.rowErrors.slice(0, 3)).toEqual([
      { row: 3, column: 'TripNumber', reason: 'trip 8810001 already appears on row 2' },
      { row: 4, column: 'MilesQTY', reason: '"212 mi" is not a number' },
      { row: 5, column: 'MilesQTY', reason: '"n/a" is not a number' },
    ]);

    const run = await api('GET', `/payruns/${RUN}`, { as: PAYROLL });
    expect(run.body).toMatchObject({ status: 'draft', DriverList: [], VehicleList: [] });
    const scenario = await api('GET', `/payruns/${RUN}/scenario`, { as: PAYROLL });
    expect(scenario.body.tripLogs).toEqual([]);
  }, 120_000);
});
