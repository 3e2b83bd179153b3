import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * The saved files of an approved IVMR week (spec part 2 §3 IVMRReports: url, filename): the PDF, CSV and
 * XLSX in the uploads bucket under the company's folder. Kept under its week beside the approvals, so the
 * zip of a range reads one partition a week; reportId begins with the week and the tractor.
 */
export const ivmrReportSchema = {
  model: { entity: 'ivmrReport', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    WeekEnding: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    /** `${WeekEnding}_${VehicleID}_${random}`. */
    reportId: { type: 'string', required: true, readOnly: true },
    files: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          kind: { type: ['pdf', 'csv', 'xlsx'] as const, required: true },
          key: { type: 'string', required: true },
          filename: { type: 'string', required: true },
        },
      },
    },
    miles: { type: 'number' },
    approvedBy: { type: 'string', required: true },
    approvedAt: { type: 'string', required: true },
  },
  indexes: {
    byWeek: { pk: { field: 'pk', composite: ['companyId', 'WeekEnding'] }, sk: { field: 'sk', composite: ['VehicleID', 'reportId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(ivmrReportSchema, config));

export function ivmrReportEntity() {
  return reused();
}

export type IvmrReportItem = EntityItem<ReturnType<typeof ivmrReportEntity>>;
