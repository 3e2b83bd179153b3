import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * The company profile (spec part 1 §3.1). Third-party credentials are not here: they live sealed in each
 * system's integrationConnection and no route returns them.
 */
export const companySchema = {
  model: { entity: 'company', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    companyName: { type: 'string', default: '' },
    companyEmail: { type: 'string' },
    accountActive: { type: 'boolean', default: false },
    timekeepingEnabled: { type: 'boolean', default: false },
    isWexIntegrationCompleted: { type: 'boolean', default: false },
    whmcsClientId: { type: 'string' },
    clientFedExId: { type: 'string' },
    /** IANA zone the company's days are counted in; unset = fleet-rules' default (America/Chicago). */
    timeZone: { type: 'string' },
    address: {
      type: 'map',
      properties: { street: { type: 'string', required: true }, city: { type: 'string', required: true }, state: { type: 'string', required: true }, zip: { type: 'string', required: true } },
    },
    /** Bumped by each profile save (`PUT /company/profile` refuses a stale one). */
    version: { type: 'number', default: 1 },
    // Payroll scalars; the pay tables themselves are payTableRow items.
    autoPayDropPayouts: { type: 'boolean', default: false },
    spotTripRevFuelMultiplier: { type: 'number' },
    tripRevMultiplier: { type: 'number' },
    companyDefaultSpotPercentageRate: { type: 'number' },
    companyDefaultSpotLivePayValue: { type: 'number' },
    /** How per diem is paid (pay rules, "What the driver is paid"): unset reads as `share`. */
    perDiemPlan: { type: ['share', 'advance'] as const },
    /** Optimistic lock of perDiemPlan alone (PUT /pay-settings/per-diem-plan); absent reads as 1. */
    perDiemPlanVersion: { type: 'number' },
    afpVendors: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** Where the fuel card provider e-mails the daily transactions file (entries trimmed); AWS receives them into the fuel inbox. */
    wexDailyEmailAddresses: { type: 'list', items: { type: 'string' } },
    /** The chat room a failed inspection is posted to (with the e-mail to the shop managers); none: e-mail only. */
    shopRoomId: { type: 'string' },
    payrollExportOptions: {
      type: 'map',
      properties: { columns: { type: 'list', items: { type: 'map', properties: { header: { type: 'string', required: true }, field: { type: 'string', required: true } } } } },
    },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    /**
     * Puts every company in the registry index's one partition, written with the company (sign-up, seed),
     * so scheduled jobs list the companies with a Query instead of scanning the table. Never returned.
     */
    registry: { type: ['companies'] as const, required: true, default: 'companies', readOnly: true, hidden: true },
  },
  indexes: {
    byCompany: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: [] } },
    byRegistry: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['registry'] }, sk: { field: 'gsi1sk', composite: ['companyId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(companySchema, config));

export function companyEntity() {
  return reused();
}

export type CompanyItem = EntityItem<ReturnType<typeof companyEntity>>;

/**
 * Credential fields the profile once held in plain text (part 1 §3.1). The schema no longer has them; an
 * item written before they moved into sealed connections could still carry them, so answers drop them.
 */
export const COMPANY_SECRET_FIELDS = ['sfUsername', 'sfPassword', 'companyMgbPassword'] as const;

export type PublicCompany = CompanyItem;

/** The profile without any credential field, whatever the stored item holds. */
export function withoutSecrets(company: CompanyItem): PublicCompany {
  const rest: Record<string, unknown> = { ...company };
  for (const field of COMPANY_SECRET_FIELDS) delete rest[field];
  return rest as PublicCompany;
}
