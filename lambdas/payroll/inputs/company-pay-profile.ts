import { perDiemPlanOf } from '#shared/payroll/per-diem-plan';
import type { CompanyPayrollProfile } from '#shared/payroll/types';
import { PAY_TABLE_NAMES, type PayTableName } from '#shared/payroll-api/pay-table-rows';
import { companyEntity, type CompanyItem } from '#lambdas/data/entities/company';
import { payTableRowEntity, type PayTableRowItem } from '#lambdas/data/entities/pay-table-row';

const KEY_FIELDS = new Set(['companyId', 'table', 'position']);

/** A stored row as the engine and the editors see it: the spec's row fields only. */
export function rowFields(item: PayTableRowItem): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([k, v]) => !KEY_FIELDS.has(k) && v !== undefined));
}

export type PayTables = Record<PayTableName, Array<Record<string, unknown>>>;

/** Every pay table of the company, rows in table order (one query over the company's row items). */
export async function loadPayTables(companyId: string): Promise<PayTables> {
  const tables = Object.fromEntries(PAY_TABLE_NAMES.map((t) => [t, [] as Array<Record<string, unknown>>])) as PayTables;
  const { data } = await payTableRowEntity().query.byTable({ companyId }).go({ pages: 'all' });
  for (const item of data) tables[item.table as PayTableName]?.push(rowFields(item));
  return tables;
}

export async function loadPayTable(companyId: string, table: PayTableName): Promise<PayTableRowItem[]> {
  const { data } = await payTableRowEntity().query.byTable({ companyId, table }).go({ pages: 'all' });
  return data;
}

/** The payroll scalars of the company profile. */
export function payScalars(company: CompanyItem | null): Pick<CompanyPayrollProfile, 'spotTripRevFuelMultiplier' | 'tripRevMultiplier' | 'companyDefaultSpotPercentageRate' | 'companyDefaultSpotLivePayValue' | 'perDiemPlan'> {
  return {
    perDiemPlan: perDiemPlanOf(company),
    spotTripRevFuelMultiplier: company?.spotTripRevFuelMultiplier ?? null,
    tripRevMultiplier: company?.tripRevMultiplier ?? null,
    companyDefaultSpotPercentageRate: company?.companyDefaultSpotPercentageRate ?? null,
    companyDefaultSpotLivePayValue: company?.companyDefaultSpotLivePayValue ?? null,
  };
}

/** The company's pay rules in the engine's input shape. */
export async function loadCompanyPayProfile(companyId: string): Promise<CompanyPayrollProfile> {
  const [tables, { data: company }] = await Promise.all([loadPayTables(companyId), companyEntity().get({ companyId }).go()]);
  return { ...(tables as unknown as CompanyPayrollProfile), ...payScalars(company) };
}
