import type { PayRunTreeNode, PayRunView } from '#shared/payroll-api/pay-runs';
import type { DriverReports, PayRunReport } from '#shared/payroll-api/reports';
import type { PayWeekInput } from '#shared/payroll/types';
import { payrollCall } from './payroll-endpoint.ts';

/** Pay runs: the tree, one run, its calculation and its reports (spec part 2 §2, §4). */
export const payRunEndpoints = {
  list: 'GET /payruns',
  create: 'POST /payruns',
  get: 'GET /payruns/{id}',
  calculate: 'POST /payruns/{id}/calculations',
  scenario: 'GET /payruns/{id}/scenario',
  report: 'GET /payruns/{id}/report',
  driverReports: 'GET /payruns/{id}/driver-reports',
  resolveMissingRun: 'PUT /payruns/{id}/missing-runs/{tripNumber}',
} as const;

export async function listPayRuns(): Promise<PayRunTreeNode[]> {
  const { payRuns } = await payrollCall<{ payRuns: PayRunTreeNode[] }>(payRunEndpoints.list);
  return payRuns;
}

export const createPayRun = (weekEnding: string) => payrollCall<PayRunView>(payRunEndpoints.create, {}, { weekEnding });
export const getPayRun = (id: string) => payrollCall<PayRunView>(payRunEndpoints.get, { id });
export const startCalculation = (id: string) => payrollCall<{ PayRunID: string; calculationId: string; status: string }>(payRunEndpoints.calculate, { id }, {});
/** The run's engine input, as the what-if CLI reads it. */
export const getScenario = (id: string) => payrollCall<PayWeekInput>(payRunEndpoints.scenario, { id });
export const getPayRunReport = (id: string) => payrollCall<PayRunReport>(payRunEndpoints.report, { id });
export const getDriverReports = (id: string) => payrollCall<DriverReports>(payRunEndpoints.driverReports, { id });
export const resolveMissingRun = (id: string, tripNumber: string, resolved: boolean) =>
  payrollCall<unknown>(payRunEndpoints.resolveMissingRun, { id, tripNumber }, { resolved });
