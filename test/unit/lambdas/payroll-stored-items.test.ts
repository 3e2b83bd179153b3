import { Entity } from 'electrodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payDocEntity } from '#lambdas/data/entities/pay-doc';
import { tripPayoutEntity } from '#lambdas/data/entities/trip-payout';
import { storedItemBuilder, type PutEntity, type StoredItem } from '#lambdas/payroll/calculation/stored-items';

/** What ElectroDB itself would store for the items (its bulk put, one item at a time). */
function electroForm<T>(entity: PutEntity<T>, items: T[]): StoredItem[] {
  return items.map((item) => {
    const [batch] = entity.put([item]).params() as Array<{ RequestItems: Record<string, Array<{ PutRequest: { Item: StoredItem } }>> }>;
    return Object.values(batch!.RequestItems)[0]![0]!.PutRequest.Item;
  });
}

const payout = (i: number, extra: Record<string, unknown> = {}) => ({
  companyId: 'Red-Mesa', PayRunID: '2026-03-07', DriverID: String(1004500 + (i % 3)), TripNumber: String(7730000 + i), VehicleID: `T${600 + i}`,
  RunType: 'LINEHAUL', TripType: 'Solo', MilesQTY: 412.5, PayType: 'Per Mile', payout: 226.88, DandHpayout: 0,
  payoutRule: 'solo-rate-table', explanation: 'Solo rate table: 412.5 mi x 0.55', dandhExplanation: 'No D&H revenue.', tripOrder: i, manual: false, version: 1,
  ...extra,
});

beforeEach(() => {
  vi.stubEnv('TABLE_NAME', 'fast-dashboard');
  vi.stubEnv('AWS_REGION', 'us-east-1');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('stored form of pay-run items', () => {
  it('builds trip payouts of every shape exactly as ElectroDB stores them, asking ElectroDB once per shape', () => {
    const entity = tripPayoutEntity();
    const items = [
      ...Array.from({ length: 40 }, (_, i) => payout(i, { PayRate: 0.55 })),
      ...Array.from({ length: 10 }, (_, i) => payout(100 + i, { RunType: 'SPOT', PayType: 'Flat Rate', SpotTripId: `S-${i}`, manual: i % 2 === 0, version: 3 })),
      payout(200),
    ];
    const expected = electroForm(entity, items);
    const put = vi.spyOn(entity, 'put');
    expect(storedItemBuilder(entity)(items)).toEqual(expected);
    expect(put).toHaveBeenCalledTimes(3);
  });

  it('leaves a shape whose stored form gains a default to ElectroDB', () => {
    const entity = payDocEntity();
    const doc = {
      companyId: 'Red-Mesa', PayRunID: '2026-03-07', DriverID: '1004500', PayDocID: '2026-03-07_1004500', DisplayName: 'Jake Thornton', FirstName: 'Jake', LastName: 'Thornton',
      payDate: '2026-03-13', payDateString: '03/13/2026', endDate: '2026-03-07', endDateString: '03/07/2026', mileagePayout: 1200, dropAndHookPayout: 50, totalMiles: 2400, tripCount: 6,
      compModel: [{ label: 'Mileage Pay', value: 1200, payable: true, taxable: true, categories: ['Mileage'], explanation: '2400 mi' }], bonusOutcomes: [], totalCompensation: 1250, totalExplanation: 'Mileage Pay + D&H Payout', engineTotalCompensation: 1250,
      phase: 2, calculatedAt: '2026-03-08T10:00:00.000Z', calculationId: 'calc-1',
    };
    const docs = [doc, { ...doc, DriverID: '1004501', PayDocID: '2026-03-07_1004501' }];
    const stored = storedItemBuilder(entity)(docs);
    expect(stored).toEqual(electroForm(entity, docs));
    expect(stored[0]).toMatchObject({ PayType: 'Mileage' });
  });

  it('leaves a computed attribute to ElectroDB', () => {
    const stamped = new Entity(
      {
        model: { entity: 'stamped', version: '2', service: 'test' },
        attributes: { id: { type: 'string', required: true }, label: { type: 'string', set: (v?: string) => v?.toUpperCase() } },
        indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
      },
      { table: 'table' },
    );
    const items = [{ id: 'a', label: 'one' }, { id: 'b', label: 'two' }];
    expect(storedItemBuilder(stamped)(items)).toEqual(electroForm(stamped, items));
    expect(storedItemBuilder(stamped)(items)[1]).toMatchObject({ label: 'TWO' });
  });
});
