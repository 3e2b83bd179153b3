import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatUsDate } from '#shared/dates/calendar-day';
import { payPeriodDays } from '#shared/dates/pay-period';
import { readDate } from '#shared/dates/read-date';
import { normaliseBonusButton } from '#shared/payroll/bonus-button';
import { parseCsv } from '#shared/statement/csv';
import { readStatement } from '#shared/statement/read-statement';
import { bonusButtonEntity } from '#lambdas/data/entities/bonus-button';
import { domicileEntity } from '#lambdas/data/entities/domicile';
import { driverEntity } from '#lambdas/data/entities/driver';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { payTableRowEntity, positionKey } from '#lambdas/data/entities/pay-table-row';
import { applyChanges, recordChunk } from '#lambdas/imports/pipeline/ledger';
import { planPayroll, POOL_ROWS_REASON } from '#lambdas/imports/targets/payroll';
import { REPO_ROOT } from '#lib/local/app-version';
import type { DemoCompany } from './demo-companies.ts';
import { DEMO_BONUS_BUTTONS, DEMO_DOMICILES, DEMO_PAY_TABLES, demoDriverPaySettings } from './demo-pay-rules.ts';

/** The demo week: its statement is the same sample the integration tests import. */
export const DEMO_WEEK_ENDING = '2026-01-03';
export const DEMO_STATEMENT = join(REPO_ROOT, 'test', 'fixtures', 'statements', 'red-mesa-week-2026-01-03.csv');

const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

async function seedRules(company: DemoCompany): Promise<void> {
  const { companyId } = company;
  const rows = Object.entries(DEMO_PAY_TABLES).flatMap(([table, list]) => list.map((row, i) => ({ companyId, table, position: positionKey(i), ...row })));
  await payTableRowEntity().put(rows).go();
  await bonusButtonEntity()
    .put(DEMO_BONUS_BUTTONS.map((b, i) => {
      const n = normaliseBonusButton(b, i);
      return { companyId, ...b, primaryMethod: n.primaryMethod, hasMultipleMethods: n.hasMultipleMethods, methodTypes: [...n.methodTypes], createdBy: 'demo seed', updatedBy: 'demo seed', updatedAt: new Date().toISOString() };
    }))
    .go();
  await domicileEntity().put(DEMO_DOMICILES.filter((d) => company.domiciles.includes(d.id)).map((d) => ({ companyId, ...d }))).go();
  for (const [DriverID, settings] of Object.entries(demoDriverPaySettings(company))) {
    await driverEntity().patch({ companyId, DriverID }).set(settings).go();
  }
}

/** A pay run of the demo week with the sample statement imported, ready to calculate. */
async function seedStatement(company: DemoCompany): Promise<void> {
  const { companyId } = company;
  const read = readStatement(parseCsv(readFileSync(DEMO_STATEMENT, 'utf8')));
  if (!read.ok) throw new Error(`The demo statement is invalid: ${JSON.stringify(read.errors.slice(0, 3))}`);
  const period = payPeriodDays(readDate(DEMO_WEEK_ENDING));
  const importBatchId = 'demo-statement-2026-01-03';
  const fileName = 'red-mesa-week-2026-01-03.csv';
  await payRunEntity()
    .put({
      companyId,
      PayRunID: DEMO_WEEK_ENDING,
      WeekEnding: DEMO_WEEK_ENDING,
      WeekEndingString: formatUsDate(period.end),
      PayDate: iso(period.payDate),
      PayDateString: formatUsDate(period.payDate),
      PayPeriod: { startDate: iso(period.start), endDate: iso(period.end), startDateString: formatUsDate(period.start), endDateString: formatUsDate(period.end), payDate: iso(period.payDate), payDateString: formatUsDate(period.payDate) },
      createdBy: 'Marcus Bell',
      status: 'draft',
    })
    .go();
  const now = new Date().toISOString();
  await importHistoryEntity()
    .put({ companyId, importBatchId, importType: 'payroll', status: 'importing', PayRunID: DEMO_WEEK_ENDING, fileName, fileKey: `demo/${fileName}`, importedAt: now, importedByUid: 'demo-seed', importedBy: 'Marcus Bell' })
    .go();
  // Imported as the payroll import writes a statement (its plan, its ledger), so the Imports page can export and roll it back.
  const statement = { trips: read.trips, fuel: read.fuel, tripRows: [], fuelRows: [], droppedPoolRows: read.droppedPoolRows };
  const planned = await planPayroll(companyId, [{ row: 2, value: statement }], { importBatchId, importedBy: 'Marcus Bell', now, PayRunID: DEMO_WEEK_ENDING });
  const ledger = await recordChunk(companyId, importBatchId, 0, read.trips.length + read.fuel.length, planned.flatMap((p) => p.changes));
  await applyChanges(ledger.changes);
  const vehicleCount = new Set([...read.trips, ...read.fuel].map((r) => r.VehicleID)).size;
  await importHistoryEntity()
    .patch({ companyId, importBatchId })
    .set({
      status: 'completed', tripCount: read.trips.length, fuelCount: read.fuel.length, vehicleCount, droppedPoolRows: read.droppedPoolRows,
      totalRows: read.trips.length + read.fuel.length + read.droppedPoolRows, createCount: read.trips.length + read.fuel.length, updateCount: 1, skippedCount: read.droppedPoolRows,
      ...(read.droppedPoolRows > 0 ? { skippedReason: POOL_ROWS_REASON } : {}), chunkCount: 1, chunksDone: 1,
    })
    .go();
}

/** Payroll demo data for a company that has it (Red Mesa); the other tenant starts empty. */
export async function seedPayroll(company: DemoCompany): Promise<void> {
  if (company.companyId !== 'red-mesa-freight') return;
  await seedRules(company);
  await seedStatement(company);
}
