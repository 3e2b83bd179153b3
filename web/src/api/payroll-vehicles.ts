import type { TripPayoutView } from '#shared/payroll-api/pay-docs';
import { payrollCall } from './payroll-endpoint.ts';

/** One vehicle's week in a pay run (spec PayrollVehicleSummaryDoc) as the vehicle view lists it. */
export interface VehicleSummaryView {
  vehicleId: string;
  drivers: string[];
  trips: number;
  miles: number;
  tripRevenue: number;
  payout: number;
  gallons: number;
  notes?: string;
  version?: number;
}

/** The active truck summary: the vehicle's trip and fuel logs with each driver's payout lines. */
export interface VehicleDetailView {
  /** None until the run is calculated. */
  summary: VehicleSummaryView | null;
  TripLogs: Array<Record<string, unknown>>;
  FuelLogs: Array<Record<string, unknown>>;
  TripPayoutRecords: TripPayoutView[];
}

export const vehicleEndpoints = {
  list: 'GET /payruns/{id}/vehicles',
  get: 'GET /payruns/{id}/vehicles/{vehicleId}',
} as const;

export async function listVehicleSummaries(id: string): Promise<VehicleSummaryView[]> {
  const answer = await payrollCall<{ vehicles: VehicleSummaryView[] }>(vehicleEndpoints.list, { id });
  return answer.vehicles;
}

export const getVehicleDetail = (id: string, vehicleId: string) => payrollCall<VehicleDetailView>(vehicleEndpoints.get, { id, vehicleId });
