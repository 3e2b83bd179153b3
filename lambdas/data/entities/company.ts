import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** The company profile (spec part 1 §3.1). Third-party credentials are stored but never sent to a browser. */
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
    sfUsername: { type: 'string' },
    sfPassword: { type: 'string' },
    companyMgbPassword: { type: 'string' },
    // Payroll scalars; the pay tables themselves are payTableRow items.
    autoPayDropPayouts: { type: 'boolean', default: false },
    spotTripRevFuelMultiplier: { type: 'number' },
    tripRevMultiplier: { type: 'number' },
    companyDefaultSpotPercentageRate: { type: 'number' },
    companyDefaultSpotLivePayValue: { type: 'number' },
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
  },
  indexes: {
    byCompany: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(companySchema, config));

export function companyEntity() {
  return reused();
}

export type CompanyItem = EntityItem<ReturnType<typeof companyEntity>>;

/** Fields that must never leave the server (credentials for third-party logins). */
export const COMPANY_SECRET_FIELDS = ['sfPassword', 'companyMgbPassword'] as const;

export type PublicCompany = Omit<CompanyItem, (typeof COMPANY_SECRET_FIELDS)[number]>;

export function withoutSecrets(company: CompanyItem): PublicCompany {
  const { sfPassword: _sf, companyMgbPassword: _mgb, ...rest } = company;
  return rest;
}
