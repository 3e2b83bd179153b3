import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import type { MmrService, PmStatus } from './mmr-month.ts';

/** The MMR API's requests and answers, shared by the handlers and the web panel. */

export const monthParam = z.string({ error: 'month is required.' }).trim().max(7, 'month must be a month as YYYY-MM.')
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a month as YYYY-MM.')
  .refine((m) => m >= '2000-01', 'month must be 2000-01 or later.');

export const mmrMonthParams = z.object({ month: monthParam });
export const mmrRecordParams = z.object({ month: monthParam, VehicleID: id('VehicleID') });
export const adjustmentTemplateParams = z.object({ driverId: id('DriverID') });

export interface MmrRecordView {
  VehicleID: string;
  Month: string;
  Vin: string;
  Domicile: string;
  Make: string;
  Model: string;
  Year: number | null;
  services: MmrService[];
  servicesCount: number;
  partsTotal: number;
  laborTotal: number;
  totalCost: number;
  pmStatus: PmStatus;
  pmDetail: string;
  odometerStart: number | null;
  odometerEnd: number | null;
  miles: number | null;
  builtOn: string;
}

export interface MmrTotalsView {
  tractors: number;
  servicesCount: number;
  partsTotal: number;
  laborTotal: number;
  totalCost: number;
  miles: number;
}

export interface MmrMonthView {
  month: string;
  /** False until the month is built: the panel then offers to build it. */
  built: boolean;
  builtOn: string | null;
  builtBy: string | null;
  records: MmrRecordView[];
  totals: MmrTotalsView;
}

export interface FileLink {
  /** Saves the file. */
  url: string;
  /** Shows the file (a template page's frame); the same document. */
  viewUrl?: string;
  expiresAt: string;
  fileName: string;
}

export interface MmrBatchView {
  month: string;
  pdfCount: number;
  renderedOn: string;
}
