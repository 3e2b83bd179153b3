import { companyEntity } from '#lambdas/data/entities/company';
import { iftaRateEntity } from '#lambdas/data/entities/ifta-rate';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { writeObject } from '#lambdas/imports/uploads';
import { importFuelFile } from '#lambdas/reports/fuel/fuel-import';
import { companyZone } from '#lambdas/data/company-zone';
import { fuelFileText } from '#shared/reports/fuel-file';
import { localDay } from '#shared/telematics/local-day';
import { DEMO_AFP_VENDORS, demoTransactions } from '#lib/local/wex/demo-transactions';
import { DEMO_WEX_COMPANY_IDS } from '#lib/local/wex/demo-wex';
import type { DemoCompany } from './demo-companies.ts';

const DAY_MS = 86_400_000;
const DAYS = 90;

/** Illustrative diesel rates ($/gal) of the demo fleets' states, as a company copies them from the IFTA rate matrix. */
const DEMO_RATES = [
  { state: 'AZ', rate: 0.26 }, { state: 'CA', rate: 1.021 }, { state: 'CO', rate: 0.325 }, { state: 'NM', rate: 0.21 },
  { state: 'TX', rate: 0.2 }, { state: 'NC', rate: 0.405 }, { state: 'SC', rate: 0.28 }, { state: 'VA', rate: 0.3 }, { state: 'GA', rate: 0.359 },
];

function quarterOf(day: string): string {
  return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

/**
 * The fuel card company's 90 days of purchases (read through the same file reader and matcher as the
 * provider's daily file), its approved vendors and the rates of this and last quarter.
 */
export async function seedFuel(company: DemoCompany): Promise<void> {
  if (!DEMO_WEX_COMPANY_IDS.includes(company.companyId)) return;
  const { companyId } = company;
  await companyEntity().patch({ companyId }).set({
    isWexIntegrationCompleted: true, afpVendors: DEMO_AFP_VENDORS, wexDailyEmailAddresses: [`fuel@${company.companyEmail.split('@')[1]}`],
  }).go({ response: 'none' });
  const timeZone = await companyZone(companyId);
  const days = Array.from({ length: DAYS }, (_, i) => localDay(Date.now() - (DAYS - i) * DAY_MS, timeZone));
  const { data: tractors } = await tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all', attributes: ['VehicleID', 'FuelCardNo'] });
  const fileKey = `fuel-files/${encodeURIComponent(companyId)}/WEX-${days[0]}-to-${days[days.length - 1]}.csv`;
  await writeObject(fileKey, fuelFileText(demoTransactions(company, tractors, timeZone, days)), 'text/csv');
  await importFuelFile(companyId, DEMO_AFP_VENDORS, { fileKey, fileName: fileKey.slice(fileKey.lastIndexOf('/') + 1), source: 'wex' }, true);
  const today = localDay(Date.now(), timeZone);
  const lastQuarter = quarterOf(localDay(Date.now() - 92 * DAY_MS, timeZone));
  await Promise.all([...new Set([quarterOf(today), lastQuarter])].map((quarter) => iftaRateEntity().put({ companyId, quarter, rates: DEMO_RATES, updatedBy: 'Demo setup' }).go()));
}
