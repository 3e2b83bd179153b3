import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A month of the monthly maintenance report (spec MMRReports, id month-year): when it was built and by
 * whom, its counts, and the last batch of PDFs and zip written for it.
 */
export const mmrReportSchema = {
  model: { entity: 'mmrReport', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM, so months sort. */
    Month: { type: 'string', required: true, readOnly: true },
    /** The spec's id: MM-YYYY. */
    id: { type: 'string', required: true },
    tractorCount: { type: 'number', default: 0 },
    servicesCount: { type: 'number', default: 0 },
    totalCost: { type: 'number', default: 0 },
    builtOn: { type: 'string', required: true },
    builtBy: { type: 'string', default: '' },
    pdfCount: { type: 'number' },
    pdfsRenderedOn: { type: 'string' },
    zipKey: { type: 'string' },
    zipFileName: { type: 'string' },
  },
  indexes: {
    byMonth: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['Month'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(mmrReportSchema, config));

export function mmrReportEntity() {
  return reused();
}

export type MmrReportItem = EntityItem<ReturnType<typeof mmrReportEntity>>;
