import { costTotals, type CostLine } from '#shared/maintenance/costs';
import { maintenanceFileName } from '#shared/maintenance/file-name';
import { addDaysIso, indexMonthOf, serviceDateStringOf, serviceMonthOf } from '#shared/maintenance/service-dates';
import { todayIn } from '#shared/dates/time-zone';
import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import { pmDailyReportEntity } from '#lambdas/data/entities/pm-daily-report';
import { serviceProgramEntity } from '#lambdas/data/entities/service-program';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { batchPut } from '#lambdas/data/batch';
import { savePmReport } from '#lambdas/maintenance/pm-report/save-pm-report';
import { syncShopState } from '#lambdas/maintenance/records/shop-state';
import { rebuildSearchMonths } from '#lambdas/maintenance/search/search-index';
import { uploadKey } from '#shared/uploads/upload-rules';
import { writeObject } from '#lambdas/imports/uploads';
import { TextPdf } from '#lambdas/pdf/text-pdf';
import type { DemoCompany } from './demo-companies.ts';
import { demoTractors } from './demo-fleet.ts';

export const DEMO_PM_PROGRAM = 'pm-a';
export const DEMO_ANNUAL_PROGRAM = 'annual-inspection';
const PROVIDERS = ['Speedco #412', 'Rush Truck Center', 'TA Truck Service', "Love's Truck Care"];

interface Seeded {
  VehicleID: string;
  daysAgo: number;
  odometer?: number;
  isPM?: boolean;
  serviceType: string;
  inProgress?: boolean;
  lines: CostLine[];
  invoice?: boolean;
}

const pmLines: CostLine[] = [
  { kind: 'parts', description: 'Oil, 11 gal 15W-40', amount: 218.35 },
  { kind: 'parts', description: 'Oil and fuel filters', amount: 96.4 },
  { kind: 'labour', description: 'PM A service, 2.5 h', amount: 312.5 },
];

/**
 * PM records chosen so Red Mesa's tractors show every reminder state against a PM every 25,000 miles
 * or 90 days (defaults: due within 250 mi / 7 days, due soon within 1,000 mi / 30 days).
 */
function pmPlan(i: number, latest: number): Omit<Seeded, 'VehicleID' | 'lines'> | undefined {
  switch (i % 5) {
    case 0: return { daysAgo: 100, odometer: latest - 26_200, serviceType: 'PM A' }; // overdue
    case 1: return { daysAgo: 40, odometer: latest - 24_850, serviceType: 'PM A' }; // due (150 mi left)
    case 2: return { daysAgo: 45, odometer: latest - 24_400, serviceType: 'PM A' }; // due soon (600 mi left)
    case 3: return { daysAgo: 12, odometer: latest - 3_100, serviceType: 'PM A' }; // ok
    default: return undefined; // unknown: no PM on record
  }
}

interface SeedTractor { VehicleID: string; LatestOdometer: number; Vin: string; Domicile: string }

function seededRecords(tractors: readonly SeedTractor[]): Seeded[] {
  const records: Seeded[] = [];
  tractors.forEach((t, i) => {
    const plan = pmPlan(i, t.LatestOdometer);
    if (plan) {
      records.push({ VehicleID: t.VehicleID, ...plan, isPM: true, lines: pmLines, invoice: i % 2 === 0 });
      // An older PM, so the history has more than one page for some tractors.
      records.push({ VehicleID: t.VehicleID, daysAgo: plan.daysAgo + 95, odometer: (plan.odometer ?? 0) - 24_000, isPM: true, serviceType: 'PM A', lines: pmLines });
    }
    records.push({
      VehicleID: t.VehicleID, daysAgo: i % 3 === 0 ? 361 : 200, serviceType: 'Annual inspection',
      lines: [{ kind: 'labour', description: 'Annual DOT inspection', amount: 150 }],
    });
  });
  if (tractors.length > 8) {
    records.push({ VehicleID: tractors[5]!.VehicleID, daysAgo: 1, serviceType: 'Brakes', inProgress: true, lines: [{ kind: 'parts', description: 'Brake chambers (2)', amount: 184.9 }] });
    records.push({ VehicleID: tractors[7]!.VehicleID, daysAgo: 0, serviceType: 'Tires', inProgress: true, lines: [] });
  }
  return records;
}

/** A one-page invoice of a seeded record: provider, work order, tractor, its lines and their total. */
function invoicePdf(r: { ServiceProvider: string; ServiceNo: string; VehicleID: string; ServiceDateString: string; costLines: CostLine[]; total: number }): Uint8Array {
  const pdf = new TextPdf({ width: 612, height: 396 }, { title: `Invoice ${r.ServiceNo}`, creator: r.ServiceProvider });
  const lines = [r.ServiceProvider, `Invoice ${r.ServiceNo} · ${r.ServiceDateString}`, `Tractor ${r.VehicleID}`, ...r.costLines.map((l) => `${l.description}: $${l.amount.toFixed(2)}`), `Total: $${r.total.toFixed(2)}`];
  lines.forEach((text, i) => pdf.drawText({ text, x: 48, y: 340 - i * 30, size: i === 0 ? 20 : 13, font: i === 0 ? 'bold' : 'regular' }));
  return pdf.save();
}

/** The demo shop: maintenance records, service programs and reminders in every state, a week of PM reports. */
export async function seedMaintenance(company: DemoCompany): Promise<void> {
  const { companyId } = company;
  const today = todayIn(company.timeZone);
  // The feed's seed has moved each odometer on from the fleet's own; the plan reads where they are now.
  const { data: stored } = await tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all' });
  const order = demoTractors(company).map((t) => t.VehicleID);
  const fleet: SeedTractor[] = order.flatMap((id) => {
    const t = stored.find((s) => s.VehicleID === id);
    return t ? [{ VehicleID: id, LatestOdometer: t.LatestOdometer ?? 0, Vin: t.Vin, Domicile: t.Domicile ?? '' }] : [];
  });
  const tractors = new Map(fleet.map((t) => [t.VehicleID, t]));
  await serviceProgramEntity()
    .put([
      { companyId, programId: DEMO_PM_PROGRAM, name: 'PM A (oil and filters)', isPM: true, serviceTypes: ['PM A'], intervalMiles: 25_000, intervalDays: 90, baselines: [], version: 1 },
      { companyId, programId: DEMO_ANNUAL_PROGRAM, name: 'Annual DOT inspection', isPM: false, serviceTypes: ['Annual inspection'], intervalDays: 365, baselines: [], version: 1 },
    ])
    .go();
  const items = seededRecords(fleet).map((r, n) => {
    const tractor = tractors.get(r.VehicleID)!;
    const ServiceDate = addDaysIso(today, -r.daysAgo);
    const ServiceNo = `WO-${ServiceDate.slice(2, 4)}${String(4100 + n)}`;
    const ServiceProvider = PROVIDERS[n % PROVIDERS.length]!;
    const filename = r.invoice ? maintenanceFileName({ VehicleID: r.VehicleID, ServiceProvider, ServiceNo, filename: 'invoice.pdf' }) ?? '' : '';
    return {
      companyId, VehicleID: r.VehicleID, ServiceDate, id: `demo-${String(n + 1).padStart(4, '0')}`,
      listName: r.inProgress ? ('in-progress' as const) : ('completed' as const), year: ServiceDate.slice(0, 4),
      Vin: tractor.Vin, Domicile: tractor.Domicile, ServiceStatus: r.inProgress ? ('In Progress' as const) : ('Completed' as const),
      ServiceMonth: serviceMonthOf(ServiceDate), ServiceDateString: serviceDateStringOf(ServiceDate),
      status: r.inProgress ? ('not filed' as const) : ('filed' as const), isPM: r.isPM ?? false, serviceType: r.serviceType,
      ...(r.odometer !== undefined ? { odometer: r.odometer } : {}),
      ServiceNo, ServiceProvider, filename, notes: '', costLines: r.lines, ...costTotals(r.lines),
      updatedOn: new Date().toISOString(), updatedBy: 'Demo setup', version: 1,
    };
  });
  for (const item of items.filter((i) => i.filename)) {
    const key = uploadKey(companyId, `maintInvoices/${item.VehicleID}`, `${item.id}-${item.filename}`);
    await writeObject(key, invoicePdf(item), 'application/pdf');
    Object.assign(item, { invoiceKey: key });
  }
  await batchPut(maintenanceRecordEntity(), items);
  await rebuildSearchMonths(companyId, items.map((i) => indexMonthOf(i.ServiceDate)));
  await syncShopState(companyId, [...tractors.keys()]);
  // Today's report also recomputes every reminder (and records their alert levels, so a start sends no alerts twice).
  const report = await savePmReport(companyId);
  // The days before: the same rows, as the daily job would have stored them.
  const earlier = [1, 2, 3].map((back) => {
    const date = addDaysIso(today, -back);
    return { companyId, year: date.slice(0, 4), date, createdAt: `${date}T06:00:00.000Z`, rows: report.rows ?? [] };
  });
  await pmDailyReportEntity().put(earlier).go();
}
