import type { BonusButtonEdit, DriverLookupEdit, PaySettings, PayTableName, SpotTableBackupView, WhatIf, WhatIfResult } from '#shared/payroll-api/tools';
import type { PerDiemPlanEdit } from '#shared/payroll-api/per-diem-plan';
import { payrollCall } from './payroll-endpoint.ts';

/** The company's pay rules: bonus buttons, lookups, pay tables and their backups, settings, what-if. */
export const ruleEndpoints = {
  bonusButtons: 'GET /bonus-buttons',
  createBonusButton: 'POST /bonus-buttons',
  updateBonusButton: 'PUT /bonus-buttons/{id}',
  deleteBonusButton: 'DELETE /bonus-buttons/{id}',
  drivers: 'GET /drivers',
  createDriver: 'POST /drivers',
  updateDriver: 'PUT /drivers/{driverId}',
  tractors: 'GET /tractors',
  createTractor: 'POST /tractors',
  updateTractor: 'PUT /tractors/{vehicleId}',
  domiciles: 'GET /domiciles',
  saveDomicile: 'PUT /domiciles/{id}',
  deleteDomicile: 'DELETE /domiciles/{id}',
  payTables: 'GET /pay-tables',
  savePayTable: 'PUT /pay-tables/{table}',
  spotImport: 'POST /pay-tables/spot-payouts/imports',
  backups: 'GET /pay-tables/backups',
  createBackup: 'POST /pay-tables/backups',
  restoreBackup: 'POST /pay-tables/backups/{backupId}/restore',
  saveSettings: 'PUT /pay-settings',
  savePerDiemPlan: 'PUT /pay-settings/per-diem-plan',
  whatIf: 'POST /payruns/{id}/what-if',
} as const;

export type Versioned<T> = T & { version?: number };
export type BonusButtonView = Versioned<BonusButtonEdit> & { id: string; updatedBy?: string; updatedAt?: string; primaryMethod?: string; hasMultipleMethods?: boolean; methodTypes?: string[] };
export type DriverLookupView = Versioned<DriverLookupEdit> & { DriverID: string };
export interface TractorView {
  VehicleID: string;
  Active: boolean;
  Domicile: string;
  Vin: string;
  Year?: number;
  Make?: string;
  Model?: string;
  FuelCardNo?: string;
  EldSerial?: string;
  LicensePlateNo?: string;
  version?: number;
}
export interface DomicileView {
  id: string;
  name: string;
  timeZone?: string;
  Active: boolean;
}

/** List answers carry their array under the collection's name (`{ drivers: [...] }`). */
async function items<T>(endpoint: Parameters<typeof payrollCall>[0], params?: Record<string, string>): Promise<T[]> {
  const answer = await payrollCall<Record<string, unknown> | T[]>(endpoint, params);
  if (Array.isArray(answer)) return answer;
  const list = Object.values(answer).find(Array.isArray);
  return (list ?? []) as T[];
}

export const listBonusButtons = () => items<BonusButtonView>(ruleEndpoints.bonusButtons);
export const createBonusButton = (button: BonusButtonEdit) => payrollCall<BonusButtonView>(ruleEndpoints.createBonusButton, {}, button);
export const updateBonusButton = (id: string, button: BonusButtonEdit) => payrollCall<BonusButtonView>(ruleEndpoints.updateBonusButton, { id }, button);
export const deleteBonusButton = (id: string) => payrollCall<unknown>(ruleEndpoints.deleteBonusButton, { id });

export const listDriverLookups = () => items<DriverLookupView>(ruleEndpoints.drivers);
export const createDriverLookup = (driver: DriverLookupEdit & { DriverID: string }) => payrollCall<DriverLookupView>(ruleEndpoints.createDriver, {}, driver);
export const updateDriverLookup = (driverId: string, driver: DriverLookupEdit) => payrollCall<DriverLookupView>(ruleEndpoints.updateDriver, { driverId }, driver);

export const listTractors = () => items<TractorView>(ruleEndpoints.tractors);
export const createTractor = (tractor: Omit<TractorView, 'version'>) => payrollCall<TractorView>(ruleEndpoints.createTractor, {}, tractor);
export const updateTractor = (vehicleId: string, tractor: Omit<TractorView, 'VehicleID' | 'version'>) => payrollCall<TractorView>(ruleEndpoints.updateTractor, { vehicleId }, tractor);

export const listDomiciles = () => items<DomicileView>(ruleEndpoints.domiciles);
export const saveDomicile = (id: string, domicile: Omit<DomicileView, 'id'>) => payrollCall<DomicileView>(ruleEndpoints.saveDomicile, { id }, domicile);
export const deleteDomicile = (id: string) => payrollCall<unknown>(ruleEndpoints.deleteDomicile, { id });

export type PaySettingsView = Required<Pick<PaySettings, 'autoPayDropPayouts' | 'afpVendors'>> & Omit<PaySettings, 'autoPayDropPayouts' | 'afpVendors'>;
export interface PayTablesView {
  tables: Record<PayTableName, Array<Record<string, unknown>>>;
  settings: PaySettingsView;
  /** The company's per diem plan and the version its save is locked by. */
  perDiemPlan: PerDiemPlanEdit;
}
/** Every company pay table and the company's payroll settings. */
export const getPayTables = () => payrollCall<PayTablesView>(ruleEndpoints.payTables);
export const savePayTable = (table: PayTableName, rows: unknown[], reason?: string) =>
  payrollCall<{ table: PayTableName; recordCount: number; backup?: SpotTableBackupView }>(ruleEndpoints.savePayTable, { table }, { rows, ...(reason ? { reason } : {}) });

export interface SpotImportResult {
  backup?: SpotTableBackupView;
  newSpots: number;
  updatedSpots: number;
  changeCount: number;
  recordCount: number;
}
export const importSpotTable = (csv: string, fileName: string, replace: boolean) => payrollCall<SpotImportResult>(ruleEndpoints.spotImport, {}, { csv, fileName, replace });

export const listBackups = () => items<SpotTableBackupView>(ruleEndpoints.backups);
export const createBackup = (table: 'SpotPayoutTable' | 'spotRateTableConfig', reason: string) => payrollCall<SpotTableBackupView>(ruleEndpoints.createBackup, {}, { table, reason });
export const restoreBackup = (backupId: string) => payrollCall<{ restored: string; table: string; recordCount: number }>(ruleEndpoints.restoreBackup, { backupId }, {});

export const savePaySettings = (settings: PaySettings) => payrollCall<{ updated: string[] }>(ruleEndpoints.saveSettings, {}, settings);
export const savePerDiemPlan = (edit: PerDiemPlanEdit) => payrollCall<PerDiemPlanEdit>(ruleEndpoints.savePerDiemPlan, {}, edit);

/** Runs the engine on the pay run with the edited rules; the server saves nothing. */
export const runWhatIf = (id: string, change: WhatIf) => payrollCall<WhatIfResult>(ruleEndpoints.whatIf, { id }, change);
