import { describe, expect, it } from 'vitest';
import { buildMmrMonth, mmrPdfName, mmrTotals, mmrZipName, monthBounds, monthYearId, worstPmStatus, type MmrServiceSource } from '#shared/reports/mmr-month';
import { monthParam } from '#shared/reports/mmr-api';
import { pmStatusesOn } from '#lambdas/reports/mmr/pm-status';
import type { ServiceProgramItem } from '#lambdas/data/entities/service-program';

const service = (over: Partial<MmrServiceSource>): MmrServiceSource => ({ id: 'r', ServiceDate: '2026-03-10', ServiceStatus: 'Completed', partsTotal: 0, labourTotal: 0, total: 0, ...over });

describe('MMR month of a tractor', () => {
  it('keeps only the month\'s services, by date, and sums their costs exactly in cents', () => {
    const month = buildMmrMonth('2026-03', [
      service({ id: 'b', ServiceDate: '2026-03-20', serviceType: 'Brakes', ServiceProvider: 'Rush', ServiceNo: 'WO-2', partsTotal: 0.1, labourTotal: 0.2, total: 0.3 }),
      service({ id: 'a', ServiceDate: '2026-03-01', isPM: true, partsTotal: 100.1, labourTotal: 50.2, total: 150.3, ServiceStatus: 'In Progress' }),
      service({ id: 'c', ServiceDate: '2026-04-01', total: 999 }),
      service({ id: 'd', ServiceDate: '2026-02-28', total: 999 }),
    ], []);
    expect(month.services.map((s) => s.recordId)).toEqual(['a', 'b']);
    expect(month.services[0]).toMatchObject({ service: 'PM service', status: 'In Progress', parts: 100.1, labor: 50.2, total: 150.3 });
    expect(month.services[1]).toMatchObject({ service: 'Brakes', vendor: 'Rush', workOrder: 'WO-2' });
    expect(month).toMatchObject({ servicesCount: 2, partsTotal: 100.2, laborTotal: 50.4, totalCost: 150.6 });
  });

  it('takes the odometer from the first and last days with a reading, skipping days without one, and sums the miles', () => {
    const month = buildMmrMonth('2026-03', [], [
      { date: '2026-03-31', miles: 100.25, odoStart: 12_900 },
      { date: '2026-03-05', miles: 200, odoStart: 10_500, odoStop: 10_700 },
      { date: '2026-03-05', miles: 50, odoStart: 10_700, odoStop: 10_750 },
      { date: '2026-03-28', miles: 300, odoStart: 12_500, odoStop: 12_800 },
      { date: '2026-02-28', miles: 999, odoStart: 1, odoStop: 2 },
    ]);
    expect(month.odometerStart).toBe(10_500);
    expect(month.odometerEnd).toBe(12_800);
    expect(month.miles).toBe(650.3);
  });

  it('gives null, never NaN, for a month without readings', () => {
    const month = buildMmrMonth('2026-03', [service({ total: Number.NaN })], [{ date: '2026-03-02' }]);
    expect(month).toMatchObject({ odometerStart: null, odometerEnd: null, miles: null, totalCost: 0 });
  });

  it('totals the rows, each total the sum of its column', () => {
    const rows = [
      { servicesCount: 2, partsTotal: 0.1, laborTotal: 0.2, totalCost: 0.3, miles: 10.1 },
      { servicesCount: 1, partsTotal: 0.2, laborTotal: 0.1, totalCost: 0.3, miles: null },
    ];
    expect(mmrTotals(rows)).toEqual({ tractors: 2, servicesCount: 3, partsTotal: 0.3, laborTotal: 0.3, totalCost: 0.6, miles: 10.1 });
  });

  it('names files after the tractor and the company, safely', () => {
    expect(mmrPdfName('T-101', '2026-03')).toBe('T-101-2026-03-MMR.pdf');
    expect(mmrZipName('Red Mesa / Freight, LLC', '2026-03')).toBe('Red-Mesa-Freight-LLC-2026-03-MMR.zip');
    expect(monthYearId('2026-03')).toBe('03-2026');
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });

  it('refuses a month that is not YYYY-MM', () => {
    expect(monthParam.safeParse('2026-13').success).toBe(false);
    expect(monthParam.safeParse('2026-3').success).toBe(false);
    expect(monthParam.safeParse('2026-03').success).toBe(true);
  });
});

describe('MMR PM status at the month end', () => {
  const pm = { companyId: 'c', programId: 'pm-a', name: 'PM A', isPM: true, intervalMiles: 25_000, intervalDays: 90 } as ServiceProgramItem;
  const annual = { companyId: 'c', programId: 'annual', name: 'Annual', isPM: false, intervalDays: 365, serviceTypes: ['Annual'] } as ServiceProgramItem;

  it('is the worst of the PM reminders on that day, from services up to that day only', () => {
    const records = [
      { VehicleID: 'T1', ServiceStatus: 'Completed', isPM: true, ServiceDate: '2026-01-10', odometer: 100_000 },
      { VehicleID: 'T1', ServiceStatus: 'Completed', isPM: true, ServiceDate: '2026-04-10', odometer: 124_000 },
      { VehicleID: 'T2', ServiceStatus: 'Completed', isPM: true, ServiceDate: '2026-03-01', odometer: 50_000 },
    ];
    const statuses = pmStatusesOn('2026-03-31', [{ VehicleID: 'T1', odometer: 124_900 }, { VehicleID: 'T2', odometer: 51_000 }, { VehicleID: 'T3', odometer: 10 }], [pm, annual], records, 'America/Phoenix');
    expect(statuses.get('T1')!.status).toBe('due');
    expect(statuses.get('T2')!.status).toBe('ok');
    expect(statuses.get('T3')!.status).toBe('unknown');
    expect(pmStatusesOn('2026-03-31', [{ VehicleID: 'T1', odometer: 125_001 }], [pm], records, 'America/Phoenix').get('T1')!.status).toBe('overdue');
  });

  it('judges a tractor without an odometer on days alone, and says when there is no PM program', () => {
    const records = [{ VehicleID: 'T1', ServiceStatus: 'Completed', isPM: true, ServiceDate: '2026-01-10' }];
    expect(pmStatusesOn('2026-04-20', [{ VehicleID: 'T1', odometer: undefined }], [pm], records, 'America/Phoenix').get('T1')!.status).toBe('overdue');
    expect(pmStatusesOn('2026-03-31', [{ VehicleID: 'T1', odometer: 5 }], [annual], records, 'America/Phoenix').get('T1')).toEqual({ status: 'unknown', detail: 'No PM program.' });
    expect(worstPmStatus([])).toBe('unknown');
    expect(worstPmStatus(['ok', 'due-soon', 'unknown'])).toBe('due-soon');
  });
});
