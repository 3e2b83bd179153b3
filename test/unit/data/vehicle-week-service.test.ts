import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fuelLogEntity } from '#lambdas/data/entities/fuel-log';
import { vehicleWeekService } from '#lambdas/data/services/vehicle-week';

beforeEach(() => {
  vi.stubEnv('TABLE_NAME', 'fast-dashboard');
  vi.stubEnv('AWS_REGION', 'us-east-1');
});
afterEach(() => vi.unstubAllEnvs());

describe('the vehicle week collection', () => {
  it('reads a vehicle\'s trips, payouts and fuel with one query on its partition of gsi1', () => {
    const params = vehicleWeekService().collections.vehicleWeek({ companyId: 'red-mesa', PayRunID: '2026-03-07', VehicleID: 'T601' }).params() as {
      IndexName: string;
      ExpressionAttributeValues: Record<string, string>;
    };
    expect(params.IndexName).toBe('gsi1');
    expect(params.ExpressionAttributeValues[':pk']).toBe('$fastdashboard#companyid_red-mesa#payrunid_2026-03-07#vehicleid_t601');
    const members = Object.entries(params.ExpressionAttributeValues).filter(([k]) => k.startsWith(':__edb_e__')).map(([, v]) => v).sort();
    expect(members).toEqual(['fuelLog', 'tripLog', 'tripPayout']);
  });

  it('puts a fuel purchase in the partition of its vehicle', () => {
    const stored = fuelLogEntity()
      .put({ companyId: 'red-mesa', PayRunID: '2026-03-07', VehicleID: 'T601', StatementOrderIndex: 4, importBatchId: 'b1', TicketNumber: 'F-1', GallonsPurchased: 120 })
      .params().Item as Record<string, string>;
    expect(stored.gsi1pk).toBe('$fastdashboard#companyid_red-mesa#payrunid_2026-03-07#vehicleid_t601');
  });
});
