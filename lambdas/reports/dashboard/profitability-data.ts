import type { ProfitabilityView } from '#shared/reports/dashboard-api';
import { profitability, type ExpenseRule } from '#shared/reports/profitability';
import { shiftDay } from '#shared/telematics/local-day';
import { fuelLogEntity } from '#lambdas/data/entities/fuel-log';
import { fuelPurchaseEntity } from '#lambdas/data/entities/fuel-purchase';
import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import { payDocEntity } from '#lambdas/data/entities/pay-doc';
import type { PayRunItem } from '#lambdas/data/entities/pay-run';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { tractorExpenseRuleEntity } from '#lambdas/data/entities/tractor-expense-rule';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';
import { vehicleSummaryEntity } from '#lambdas/data/entities/vehicle-summary';
import { isCalculated } from './week-figures.ts';

/** What every week of the company shares: its tractors' domiciles and its expense rules. */
export interface CompanyCosts {
  tractors: Array<{ VehicleID: string; Domicile?: string | undefined }>;
  rules: ExpenseRule[];
}

export async function companyCosts(companyId: string): Promise<CompanyCosts> {
  const [tractors, rules] = await Promise.all([
    tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all', attributes: ['VehicleID', 'Domicile'] }),
    tractorExpenseRuleEntity().query.byVehicle({ companyId }).go({ pages: 'all', attributes: ['VehicleID', 'expenseName', 'amount', 'basis', 'startDate', 'endDate'] }),
  ]);
  return { tractors: tractors.data, rules: rules.data };
}

function monthsOf(from: string, to: string): string[] {
  const months = new Set<string>();
  for (let d = from; d <= to; d = shiftDay(d, 1)) months.add(d.slice(0, 7));
  return [...months];
}

/** Card purchases of the pay period's days. */
async function cardPurchases(companyId: string, from: string, to: string) {
  const months = await Promise.all(monthsOf(from, to).map((month) => fuelPurchaseEntity().query.byMonth({ companyId, month })
    .go({ pages: 'all', attributes: ['VehicleID', 'transactionDate', 'amount'] })));
  return months.flatMap((m) => m.data).filter((p) => p.transactionDate >= from && p.transactionDate <= to)
    .map((p) => ({ VehicleID: p.VehicleID, date: p.transactionDate, amount: p.amount }));
}

/** Maintenance records (in progress and completed) serviced in the pay period. */
async function maintenanceOf(companyId: string, from: string, to: string) {
  const years = [...new Set([from.slice(0, 4), to.slice(0, 4)])];
  const lists = await Promise.all(years.flatMap((year) => (['completed', 'in-progress'] as const).map((listName) =>
    maintenanceRecordEntity().query.byList({ companyId, listName, year })
      .between({ ServiceDate: from }, { ServiceDate: shiftDay(to, 1) })
      .go({ pages: 'all', attributes: ['VehicleID', 'ServiceDate', 'id', 'total'] }))));
  const seen = new Set<string>();
  return lists.flatMap((l) => l.data)
    .filter((r) => r.ServiceDate >= from && r.ServiceDate <= to && !seen.has(r.id) && seen.add(r.id))
    .map((r) => ({ VehicleID: r.VehicleID, total: r.total ?? 0 }));
}

/** The profitability snapshot of one pay run. */
export async function runProfitability(companyId: string, run: PayRunItem, costs: CompanyCosts): Promise<ProfitabilityView> {
  const PayRunID = run.PayRunID;
  const period = { startDate: run.PayPeriod.startDate, endDate: run.PayPeriod.endDate };
  const calculated = isCalculated(run);
  const [vehicles, payDocs, trips, fuel, card, maintenance] = await Promise.all([
    calculated ? vehicleSummaryEntity().query.byRun({ companyId, payrunId: PayRunID }).go({ pages: 'all', attributes: ['vehicleId', 'miles', 'tripRevenue'] }).then((r) => r.data) : [],
    calculated ? payDocEntity().query.byRun({ companyId, PayRunID }).go({ pages: 'all', attributes: ['DriverID', 'totalCompensation'] }).then((r) => r.data) : [],
    tripLogEntity().query.byFirstDriver({ companyId, PayRunID }).go({ pages: 'all', attributes: ['VehicleID', 'DriverNo1', 'DriverNo2', 'MilesQTY'] }),
    fuelLogEntity().query.byVehicle({ companyId, PayRunID }).go({ pages: 'all', attributes: ['VehicleID', 'TransactionDate', 'FuelAmount'] }),
    cardPurchases(companyId, period.startDate, period.endDate),
    maintenanceOf(companyId, period.startDate, period.endDate),
  ]);
  const result = profitability({
    period,
    tractors: costs.tractors,
    vehicles: vehicles.map((v) => ({ VehicleID: v.vehicleId, miles: v.miles ?? 0, tripRevenue: v.tripRevenue ?? 0 })),
    payDocs: payDocs.map((d) => ({ DriverID: d.DriverID, totalCompensation: d.totalCompensation })),
    trips: trips.data,
    statementFuel: fuel.data.map((f) => ({ VehicleID: f.VehicleID, date: f.TransactionDate, amount: f.FuelAmount ?? 0 })),
    cardFuel: card,
    maintenance,
    rules: costs.rules,
  });
  return { PayRunID, period, calculated, ...result };
}
