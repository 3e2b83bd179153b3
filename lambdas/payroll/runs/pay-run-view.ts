import type { PayRunStatus, PayRunView } from '#shared/payroll-api/pay-runs';
import type { PayRunItem } from '#lambdas/data/entities/pay-run';

export function payRunView(run: PayRunItem): PayRunView {
  return {
    id: run.PayRunID,
    PayRunID: run.PayRunID,
    companyId: run.companyId,
    WeekEnding: run.WeekEnding,
    WeekEndingString: run.WeekEndingString,
    PayDate: run.PayDate,
    PayDateString: run.PayDateString,
    PayPeriod: run.PayPeriod as PayRunView['PayPeriod'],
    createdBy: run.createdBy,
    createdAt: run.createdAt ?? '',
    status: run.status as PayRunStatus,
    isProcessed: run.isProcessed ?? false,
    DriverList: (run.DriverList ?? []) as PayRunView['DriverList'],
    VehicleList: (run.VehicleList ?? []) as string[],
    BaseFuelIncentive: run.BaseFuelIncentive ?? 0,
    FuelSupplementPay: run.FuelSupplementPay ?? 0,
    TotalTripRevenue: run.TotalTripRevenue ?? 0,
    TotalCompensation: run.TotalCompensation ?? 0,
    ...(run.statementFileUrl ? { statementFileUrl: run.statementFileUrl } : {}),
    ...(run.statementFilePath ? { statementFilePath: run.statementFilePath } : {}),
    ...(run.importBatchId ? { importBatchId: run.importBatchId } : {}),
    processingErrors: (run.processingErrors ?? []) as PayRunView['processingErrors'],
    progress: { driversDone: run.driversDone ?? 0, driversTotal: run.driversTotal ?? 0, driversFailed: run.driversFailed ?? 0 },
    ...(run.calculatedAt ? { calculatedAt: run.calculatedAt } : {}),
    version: run.version ?? 1,
  };
}
