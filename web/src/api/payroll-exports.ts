import { payrollCall } from './payroll-endpoint.ts';
import { fetchApiFile } from './payroll-files.ts';

export const exportEndpoints = {
  payRunCsv: 'GET /payruns/{id}/exports/pay-run.csv',
  payCard: 'GET /payruns/{id}/exports/pay-card.csv',
  custom: 'GET /payruns/{id}/exports/custom',
} as const;

export const downloadPayRunCsv = (id: string) => fetchApiFile(exportEndpoints.payRunCsv, { id }, `payrun-${id}.csv`);
export const downloadPayCardFile = (id: string) => fetchApiFile(exportEndpoints.payCard, { id }, `paycard-${id}.csv`);

/** The company's custom payroll columns (payrollExportOptions), one row per driver. */
export const getCustomColumns = (id: string) =>
  payrollCall<{ columns: Array<{ header: string; field: string }>; rows: Array<Record<string, unknown>> }>(exportEndpoints.custom, { id });
