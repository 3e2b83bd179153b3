import type { AdjustmentInput, AdjustmentView, DriverAdjustmentBalance } from '#shared/payroll-api/adjustments';
import { payrollCall } from './payroll-endpoint.ts';

export const adjustmentEndpoints = {
  list: 'GET /settlement-adjustments',
  create: 'POST /settlement-adjustments',
  update: 'PUT /settlement-adjustments/{id}',
  remove: 'DELETE /settlement-adjustments/{id}',
  balances: 'GET /settlement-adjustments/balances',
} as const;

export interface AdjustmentUpdate {
  label?: string;
  amount?: number;
  endWeekEnding?: string | null;
  active?: boolean;
  note?: string;
  version: number;
}

export async function listAdjustments(driverId?: string): Promise<AdjustmentView[]> {
  const query = new URLSearchParams(driverId ? { driverId } : {});
  const { adjustments } = await payrollCall<{ adjustments: AdjustmentView[] }>(adjustmentEndpoints.list, {}, undefined, query);
  return adjustments;
}
export const createAdjustment = (input: AdjustmentInput) => payrollCall<AdjustmentView>(adjustmentEndpoints.create, {}, input);
export const updateAdjustment = (id: string, update: AdjustmentUpdate) => payrollCall<AdjustmentView>(adjustmentEndpoints.update, { id }, update);

export const deleteAdjustment = (id: string) => payrollCall<unknown>(adjustmentEndpoints.remove, { id });

export async function listBalances(): Promise<DriverAdjustmentBalance[]> {
  const { balances } = await payrollCall<{ balances: DriverAdjustmentBalance[] }>(adjustmentEndpoints.balances);
  return balances;
}
