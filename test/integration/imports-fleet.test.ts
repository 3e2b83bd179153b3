import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateCsv } from '#shared/imports/template';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';
import { importsFlow } from '../support/imports-flow.ts';
import { rawItems } from '../support/raw-items.ts';

/** Driver and vehicle imports: the template samples import, an update shows before and after, and the rollback leaves the items exactly as they were. */
const OWNER = 'owner@redmesa.test';
const COMPANY = 'red-mesa-freight';
let own: OwnCloud;
let flow: ReturnType<typeof importsFlow>;

/** Every raw item of the company's drivers, by key, exactly as stored. */
async function driverItems(): Promise<Map<string, Record<string, unknown>>> {
  const { driverEntity } = await import('#lambdas/data/entities/driver');
  return rawItems(driverEntity().query.byDriverId({ companyId: COMPANY }).params());
}

/** Every raw item of the company's tractors and of the VIN history of these and of `alsoVehicles`, by key, exactly as stored. */
async function tractorItems(alsoVehicles: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  const { tractorEntity } = await import('#lambdas/data/entities/tractor');
  const { vinChangeEntity } = await import('#lambdas/data/entities/vin-change');
  const { data: tractors } = await tractorEntity().query.byVehicleId({ companyId: COMPANY }).go({ pages: 'all' });
  const vehicles = new Set([...tractors.map((t) => t.VehicleID), ...alsoVehicles]);
  return rawItems(
    tractorEntity().query.byVehicleId({ companyId: COMPANY }).params(),
    ...[...vehicles].map((VehicleID) => vinChangeEntity().query.byTractor({ companyId: COMPANY, VehicleID }).params()),
  );
}

function expectSameItems(after: Map<string, Record<string, unknown>>, before: Map<string, Record<string, unknown>>) {
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  for (const [key, item] of before) expect(after.get(key), key).toEqual(item);
}

beforeAll(async () => {
  own = await startOwnCloud('imports-fleet-test-');
  flow = importsFlow(own, OWNER);
}, 120_000);

afterAll(async () => {
  await own?.stop();
});

describe('driver and vehicle imports', () => {
  it('imports the driver template sample and rolls it back to the drivers as they were', async () => {
    const before = await driverItems();
    const { checked, done } = await flow.imported('driver', 'drivers.csv', templateCsv('driver'));
    expect(checked.stats).toMatchObject({ totalRows: 3, createCount: 3 });
    expect(done.status).toBe('completed');
    const { driverEntity } = await import('#lambdas/data/entities/driver');
    expect((await driverEntity().get({ companyId: COMPANY, DriverID: '1004591' }).go()).data).toMatchObject({ FirstName: 'Kevin', DisplayName: 'Kev Marsh', version: 1 });
    expect((await flow.rollback(checked.importBatchId)).status).toBe('rolled-back');
    expectSameItems(await driverItems(), before);
  });

  it('updates a known driver over his stored file (pay settings kept) and the rollback restores him exactly', async () => {
    const { driverEntity } = await import('#lambdas/data/entities/driver');
    const { data: stored } = await driverEntity().query.byDriverId({ companyId: COMPANY }).go({ pages: 'all' });
    const driver = stored.find((d) => d.FirstName && d.LastName && d.DriverID.length === 7)!;
    const before = await driverItems();
    const file = `DriverID,FirstName,LastName,Phone\r\n${driver.DriverID},${driver.FirstName},${driver.LastName},(602) 555-0199\r\n`;
    const { checked } = await flow.imported('driver', 'phones.csv', file);
    expect(checked.stats).toMatchObject({ updateCount: 1, createCount: 0 });
    expect(checked.preview[0].fields).toContainEqual(expect.objectContaining({ column: 'Phone', after: expect.stringContaining('555') }));
    const { data: updated } = await driverEntity().get({ companyId: COMPANY, DriverID: driver.DriverID }).go();
    const { Phone, version, ...kept } = updated!;
    const { Phone: _phone, version: _version, ...was } = driver;
    expect({ Phone, version, kept }).toEqual({ Phone: '(602) 555-0199', version: (driver.version ?? 1) + 1, kept: was });
    expect((await flow.rollback(checked.importBatchId)).status).toBe('rolled-back');
    expectSameItems(await driverItems(), before);
  });

  it('imports the vehicle template sample, changes a VIN with its history, and the rollback removes both', async () => {
    // The sample's tractors' VIN history is read too (410290's VIN changes): a rollback must leave none of it.
    const imported = [...templateCsv('vehicle').matchAll(/^(\d+),/gm)].map((m) => m[1]!);
    expect(imported).toHaveLength(3);
    const before = await tractorItems(imported);
    const { checked } = await flow.imported('vehicle', 'tractors.csv', templateCsv('vehicle'));
    expect(checked.stats).toMatchObject({ totalRows: 3, createCount: 3 });
    const { checked: changed } = await flow.imported('vehicle', 'vin.csv', 'VehicleID,Vin\r\n410290,1FUJGLDR5CSBM4321\r\n');
    expect(changed.preview[0]).toMatchObject({ action: 'update', fields: [{ column: 'Vin', before: '1FUJHHDR7MLMJ5012', after: '1FUJGLDR5CSBM4321' }] });
    const { vinChangeEntity } = await import('#lambdas/data/entities/vin-change');
    expect((await vinChangeEntity().query.byTractor({ companyId: COMPANY, VehicleID: '410290' }).go()).data).toHaveLength(1);
    expect((await flow.rollback(changed.importBatchId)).status).toBe('rolled-back');
    expect((await vinChangeEntity().query.byTractor({ companyId: COMPANY, VehicleID: '410290' }).go()).data).toEqual([]);
    expect((await flow.rollback(checked.importBatchId)).status).toBe('rolled-back');
    expectSameItems(await tractorItems(imported), before);
  });

  it('refuses to export or roll back the types the spec leaves out, with its words', async () => {
    const { checked } = await flow.imported('vehicle', 'export.csv', 'VehicleID,Vin\r\n410293,1FUJGLDR5CSBM4321\r\n');
    const exported = await flow.call('GET', `/imports/${checked.importBatchId}/export`);
    expect(exported.status).toBe(400);
    expect(exported.body.message).toBe('Export not supported for import type vehicle');
  });
});
