import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payDocumentService } from '#lambdas/data/services/pay-document';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';

beforeEach(() => {
  vi.stubEnv('TABLE_NAME', 'fast-dashboard');
  vi.stubEnv('AWS_REGION', 'us-east-1');
});
afterEach(() => vi.unstubAllEnvs());

const trip = { companyId: 'red-mesa', PayRunID: '2026-03-07', DriverNo1: '1004500', TripNumber: '7730001', VehicleID: 'T601', importBatchId: 'b1', RunType: 'LINEHAUL', MilesQTY: 412.5, StatementOrderIndex: 0 };

describe('the pay document collection', () => {
  it('reads a driver\'s pay document, payouts and trips with one query on his partition of gsi3', () => {
    const params = payDocumentService().collections.payDocument({ companyId: 'red-mesa', PayRunID: '2026-03-07', DriverID: '1004500' }).params() as {
      IndexName: string;
      ExpressionAttributeValues: Record<string, string>;
    };
    expect(params.IndexName).toBe('gsi3');
    expect(params.ExpressionAttributeValues[':pk']).toBe('$fastdashboard#companyid_red-mesa#payrunid_2026-03-07#driverid_1004500');
    const members = Object.entries(params.ExpressionAttributeValues).filter(([k]) => k.startsWith(':__edb_e__')).map(([, v]) => v).sort();
    expect(members).toEqual(['payDoc', 'tripLog', 'tripPayout']);
  });

  it('puts a trip in the partition of its first driver', () => {
    const stored = tripLogEntity().put(trip).params().Item as Record<string, string>;
    expect(stored.gsi3pk).toBe('$fastdashboard#companyid_red-mesa#payrunid_2026-03-07#driverid_1004500');
  });

  it('never returns the key copy of the first driver', () => {
    const stored = tripLogEntity().put(trip).params().Item;
    expect(tripLogEntity().parse({ Item: stored } as never).data).not.toHaveProperty('DriverID');
  });
});
