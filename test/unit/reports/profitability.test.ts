import { describe, expect, it } from 'vitest';
import type { ProfitabilityRow } from '#shared/reports/dashboard-api';
import { parseCsv } from '#shared/statement/csv';
import { profitabilityCsv } from '#shared/reports/dashboard-csv';
import {
  allocateCents, cardFuelNotOnStatement, driverPayByTractor, NOT_A_TRACTOR, perMile, profitability, ruleCost, rulesOf, type ProfitabilityInput,
} from '#shared/reports/profitability';

const period = { startDate: '2025-12-28', endDate: '2026-01-03' };
const c = (n: number) => Math.round(n * 100);
const MONEY = ['tripRevenue', 'driverPay', 'fuel', 'maintenance', 'expenses', 'margin'] as const;

function week(over: Partial<ProfitabilityInput> = {}): ProfitabilityInput {
  return {
    period,
    tractors: [{ VehicleID: '410200', Domicile: 'PHX' }, { VehicleID: '410201', Domicile: 'PHX' }, { VehicleID: '410202', Domicile: 'ELP' }],
    vehicles: [{ VehicleID: '410200', miles: 2000, tripRevenue: 5000 }, { VehicleID: '410201', miles: 1000, tripRevenue: 2500.33 }, { VehicleID: '410202', miles: 0, tripRevenue: 0 }],
    payDocs: [{ DriverID: 'D1', totalCompensation: 1000 }, { DriverID: 'D2', totalCompensation: 333.33 }, { DriverID: 'D3', totalCompensation: 120 }],
    trips: [
      { VehicleID: '410200', DriverNo1: 'D1', MilesQTY: 1500 },
      { VehicleID: '410201', DriverNo1: 'D1', MilesQTY: 500 },
      { VehicleID: '410201', DriverNo1: 'D2', DriverNo2: 'D1', MilesQTY: 500 },
    ],
    statementFuel: [{ VehicleID: '410200', date: '12/29/2025', amount: 568.87 }],
    cardFuel: [{ VehicleID: '410200', date: '2025-12-29', amount: 568.87 }, { VehicleID: '410201', date: '2025-12-30', amount: 300 }, { date: '2025-12-31', amount: 45.5 }],
    maintenance: [{ VehicleID: '410202', total: 812.4 }],
    rules: [
      { VehicleID: '*', expenseName: 'Insurance', amount: 412.5, basis: 'week', startDate: '2025-01-01' },
      { VehicleID: '410200', expenseName: 'insurance', amount: 500, basis: 'week', startDate: '2025-01-01' },
      { VehicleID: '410201', expenseName: 'Tires reserve', amount: 0.02, basis: 'mile', startDate: '2025-01-01' },
    ],
    ...over,
  };
}

describe('profitability: money in cents, totals the sums of their rows', () => {
  it('every money column of the total and of each domicile is the sum of the rows it stands for', () => {
    const result = profitability(week());
    for (const col of MONEY) {
      expect(c(result.total[col]), col).toBe(result.tractors.reduce((s, r) => s + c(r[col]), 0));
      expect(c(result.total[col]), col).toBe(result.domiciles.reduce((s, r) => s + c(r[col]), 0));
    }
    expect(result.domiciles.map((d) => d.label)).toEqual(['ELP', 'PHX', 'Not tied to a tractor']);
    for (const r of result.tractors) expect(c(r.margin)).toBe(c(r.tripRevenue) - c(r.driverPay) - c(r.fuel) - c(r.maintenance) - c(r.expenses));
  });

  it('driver pay of the run is all there: the pay documents’ total, a time-pay-only driver on the row not tied to a tractor', () => {
    const result = profitability(week());
    expect(c(result.total.driverPay)).toBe(c(1000) + c(333.33) + c(120));
    expect(result.tractors.find((r) => r.key === NOT_A_TRACTOR)!.driverPay).toBe(120);
  });

  it('a card purchase already on the statement (same tractor, day, amount) counts once; an unmatched card is not tied to a tractor', () => {
    const result = profitability(week());
    expect(result.cardPurchasesOnStatement).toBe(1);
    expect(result.tractors.find((r) => r.key === '410200')!.fuel).toBe(568.87);
    expect(result.tractors.find((r) => r.key === '410201')!.fuel).toBe(300);
    expect(result.tractors.find((r) => r.key === NOT_A_TRACTOR)!.fuel).toBe(45.5);
  });

  it('a tractor with no miles has margin per mile null, never NaN or Infinity', () => {
    const idle = profitability(week()).tractors.find((r) => r.key === '410202')!;
    expect(idle.miles).toBe(0);
    expect(idle.maintenance).toBe(812.4);
    expect(idle.marginPerMile).toBeNull();
    expect(perMile(100, 0)).toBeNull();
    expect(perMile(-50, 100)).toBe(-0.5);
    const empty = profitability(week({ vehicles: [], payDocs: [], trips: [], statementFuel: [], cardFuel: [], maintenance: [], rules: [] }));
    expect(empty.tractors).toEqual([]);
    expect(empty.total.marginPerMile).toBeNull();
  });

  it('the CSV lists each run’s tractor rows and then its total, the sum of them', () => {
    const result = profitability(week());
    const [header, ...lines] = parseCsv(profitabilityCsv([{ PayRunID: '2026-01-03', ...result }]));
    const margin = header!.indexOf('Margin');
    expect(lines).toHaveLength(result.tractors.length + 1);
    expect(c(Number(lines.at(-1)![margin]))).toBe(lines.slice(0, -1).reduce((s, l) => s + c(Number(l[margin])), 0));
  });
});

describe('profitability: how a cost lands on a tractor', () => {
  it('a driver’s pay is split over his tractors by his trip miles, team trips counting for both, to the cent', () => {
    const pay = driverPayByTractor(week().payDocs, week().trips);
    // D1: 1500 mi on 410200, 500 + 500 (team) on 410201 → 600 / 400; D2 all on 410201.
    expect(pay.get('410200')).toBe(c(600));
    expect(pay.get('410201')).toBe(c(400) + c(333.33));
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(-100, [1, 1, 1]).reduce((s, p) => s + p, 0)).toBe(-100);
  });

  it('a rule costs its week: weekly a seventh a day, monthly by the month’s days, per mile on the week’s miles, only the days it applies', () => {
    expect(ruleCost({ VehicleID: '*', expenseName: 'Insurance', amount: 412.5, basis: 'week', startDate: '2025-01-01' }, period, 0)).toBe(c(412.5));
    expect(ruleCost({ VehicleID: '*', expenseName: 'Insurance', amount: 700, basis: 'week', startDate: '2026-01-01' }, period, 0)).toBe(c(300));
    // 4 December days of 31 and 3 January days of 31.
    expect(ruleCost({ VehicleID: 'X', expenseName: 'Payment', amount: 3100, basis: 'month', startDate: '2025-01-01' }, period, 0)).toBe(c(700));
    expect(ruleCost({ VehicleID: 'X', expenseName: 'Tires', amount: 0.02, basis: 'mile', startDate: '2025-01-01' }, period, 1000)).toBe(c(20));
    expect(ruleCost({ VehicleID: 'X', expenseName: 'Old', amount: 100, basis: 'week', startDate: '2024-01-01', endDate: '2025-12-27' }, period, 0)).toBe(0);
  });

  it('a tractor’s own rule replaces the fleet-wide rule of the same name', () => {
    const rules = week().rules;
    expect(rulesOf('410200', rules).map((r) => r.amount)).toEqual([500]);
    expect(rulesOf('410201', rules).map((r) => r.expenseName).sort()).toEqual(['Insurance', 'Tires reserve']);
    const r = profitability(week()).tractors;
    expect(r.find((x) => x.key === '410200')!.expenses).toBe(500);
    expect(r.find((x) => x.key === '410201')!.expenses).toBe(412.5 + 20);
  });

  it('card fuel matching is one to one: two equal purchases against one statement line keep one', () => {
    const { kept, onStatement } = cardFuelNotOnStatement(
      [{ VehicleID: 'T', date: '2026-01-01', amount: 10 }],
      [{ VehicleID: 'T', date: '2026-01-01', amount: 10 }, { VehicleID: 'T', date: '2026-01-01', amount: 10 }],
    );
    expect(onStatement).toBe(1);
    expect(kept).toHaveLength(1);
  });
});

describe('profitability rows', () => {
  it('a row carries its tractor’s domicile', () => {
    const row: ProfitabilityRow = profitability(week()).tractors[0]!;
    expect(row).toMatchObject({ key: '410200', Domicile: 'PHX' });
  });
});
