import { describe, expect, it } from 'vitest';
import { importsFlow } from '../support/imports-flow.ts';
import type { OwnCloud } from '../support/own-cloud.ts';
import { exportedRecordsCsv } from '../support/maintenance-export.ts';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

const SHOP = RED_MESA.shop;
const zoneDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
/** A day before the tractor's latest feed reading, so a service then may show a lower odometer. */
const yesterday = zoneDay(Date.now() - 86_400_000);
let n = 0;
const newId = (label: string) => `void-${label}-${Date.now().toString(36)}-${++n}`;

interface Tractor { VehicleID: string; LatestOdometer: number; Domicile: string; serviceState: string }
interface Saved { id: string; VehicleID: string; ServiceDate: string; version: number; voided?: { by: string; byUid: string; at: string; reason: string } }

async function fleet(): Promise<Tractor[]> {
  const answer = await api('GET', '/maintenance/service-status', { as: SHOP });
  expect(answer.status).toBe(200);
  return answer.body.tractors.filter((t: Tractor) => typeof t.LatestOdometer === 'number' && t.LatestOdometer > 5000);
}

async function create(body: { VehicleID: string } & { [field: string]: unknown }): Promise<Saved> {
  const created = await api('POST', '/maintenance/records', { as: SHOP, body: { id: newId('rec'), ServiceDate: yesterday, ...body } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const voidOf = (r: Saved, reason: unknown, as = SHOP, version = r.version) =>
  api('POST', `/maintenance/records/${r.id}/void`, { as, body: { VehicleID: r.VehicleID, ServiceDate: r.ServiceDate, version, ...(reason === undefined ? {} : { reason }) } });

async function listed(list: 'in-progress' | 'completed' | 'voided'): Promise<Saved[]> {
  const answer = await api('GET', `/maintenance/records?list=${list}`, { as: SHOP });
  expect(answer.status).toBe(200);
  return answer.body.records;
}

async function history(VehicleID: string): Promise<{ records: Saved[]; reminders: Array<{ programId: string; state: string; remainingMiles: number | null }> }> {
  const answer = await api('GET', `/tractors/${VehicleID}/maintenance`, { as: SHOP });
  expect(answer.status).toBe(200);
  return answer.body;
}

const found = async (searchTerm: string) => (await api('POST', '/maintenance/search', { as: SHOP, body: { searchTerm } })).body.results.map((r: { id: string }) => r.id);
const shopState = async (VehicleID: string) => (await fleet()).find((t) => t.VehicleID === VehicleID)!.serviceState;

describe('voiding a maintenance record', () => {
  it('takes a service back out of the reminders, the lists, search and history, and keeps it voided with who, when and why', async () => {
    const tractors = await fleet();
    const tractor = tractors[tractors.length - 2]!;
    const serviceType = `Void check ${Date.now().toString(36)}`;
    const program = await api('POST', '/maintenance/programs', {
      as: SHOP, body: { name: serviceType, serviceTypes: [serviceType], intervalMiles: 1000, dueWithinMiles: 250, dueSoonWithinMiles: 500, tractorIds: [tractor.VehicleID] },
    });
    expect(program.status, JSON.stringify(program.body)).toBe(201);
    const reminder = async () => (await history(tractor.VehicleID)).reminders.find((r) => r.programId === program.body.programId);
    const latest = Math.floor(tractor.LatestOdometer);
    await create({ VehicleID: tractor.VehicleID, ServiceStatus: 'Completed', serviceType, odometer: latest - 1001 });
    expect(await reminder()).toMatchObject({ state: 'overdue' });
    const ServiceNo = `VOID${Date.now().toString(36).toUpperCase()}`;
    // The mistake: a service that never happened, which makes the tractor look serviced.
    const mistake = await create({ VehicleID: tractor.VehicleID, ServiceStatus: 'Completed', serviceType, odometer: latest - 100, ServiceNo, costLines: [{ kind: 'parts', description: 'Filters', amount: 99.5 }] });
    expect(await reminder()).toMatchObject({ state: 'ok' });
    expect(await found(ServiceNo)).toEqual([mistake.id]);

    const voided = await voidOf(mistake, '  Entered twice: the service was on tractor 100200.  ');
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body).toMatchObject({ id: mistake.id, version: mistake.version + 1, voided: { by: expect.any(String), byUid: expect.any(String), reason: 'Entered twice: the service was on tractor 100200.' } });
    expect(Date.parse(voided.body.voided.at)).toBeGreaterThan(Date.now() - 60_000);

    expect(await reminder()).toMatchObject({ state: 'overdue' });
    expect(await found(ServiceNo)).toEqual([]);
    expect((await listed('completed')).some((r) => r.id === mistake.id)).toBe(false);
    expect((await history(tractor.VehicleID)).records.some((r) => r.id === mistake.id)).toBe(false);
    const inVoided = (await listed('voided')).find((r) => r.id === mistake.id);
    expect(inVoided).toMatchObject({ voided: voided.body.voided, ServiceNo, total: 99.5 });

    // Its cost is in no total: an export of it is the total row alone, at nothing.
    const csv = await exportedRecordsCsv(SHOP, [{ VehicleID: mistake.VehicleID, ServiceDate: mistake.ServiceDate, id: mistake.id }]);
    expect(csv.trim().split('\r\n').slice(1)).toEqual([expect.stringMatching(/^Total,.*,0\.00,0\.00,0\.00$/)]);
    expect((await api('DELETE', `/maintenance/programs/${program.body.programId}`, { as: SHOP })).status).toBe(204);
  });

  it('lets a tractor out of the shop when its only open record is voided', async () => {
    const tractor = (await fleet()).find((t) => t.serviceState === 'in-service')!;
    const open = await create({ VehicleID: tractor.VehicleID, ServiceStatus: 'In Progress', serviceType: 'Wrong tractor' });
    expect(await shopState(tractor.VehicleID)).toBe('in-shop');
    expect((await voidOf(open, 'Wrong tractor')).status).toBe(200);
    expect(await shopState(tractor.VehicleID)).toBe('in-service');
    expect((await listed('in-progress')).some((r) => r.id === open.id)).toBe(false);
  });

  it('refuses a stale version, a second void and any later change, and changes nothing', async () => {
    const [tractor] = await fleet();
    const record = await create({ VehicleID: tractor!.VehicleID, ServiceStatus: 'Completed', serviceType: 'Duplicate' });
    const stale = await voidOf(record, 'Duplicate', SHOP, record.version - 1);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The record was changed by someone else. Reload and try again.');
    expect((await listed('completed')).find((r) => r.id === record.id)).toMatchObject({ version: record.version });

    const first = await voidOf(record, 'Duplicate');
    expect(first.status).toBe(200);
    const again = await voidOf(first.body, 'Duplicate again');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This record is already voided.');
    const edit = await api('PUT', `/maintenance/records/${record.id}`, {
      as: SHOP, body: { VehicleID: record.VehicleID, ServiceDate: record.ServiceDate, ServiceStatus: 'Completed', was: { VehicleID: record.VehicleID, ServiceDate: record.ServiceDate }, version: first.body.version },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('This record is voided; it can no longer be changed.');
    expect((await listed('voided')).find((r) => r.id === record.id)).toEqual(first.body);
  });

  it('requires a reason of at most 200 characters and writes nothing without one', async () => {
    const [tractor] = await fleet();
    const record = await create({ VehicleID: tractor!.VehicleID, ServiceStatus: 'Completed', serviceType: 'Kept' });
    for (const [reason, sentence] of [[undefined, 'Reason is required.'], ['   ', 'Reason is required.'], ['x'.repeat(201), 'Reason is at most 200 characters.']] as const) {
      const refused = await voidOf(record, reason);
      expect(refused.status, String(reason)).toBe(400);
      expect(refused.body.fields).toEqual({ reason: sentence });
    }
    expect((await listed('completed')).find((r) => r.id === record.id)).toMatchObject({ version: record.version });
    expect((await listed('completed')).find((r) => r.id === record.id)).not.toHaveProperty('voided');
  });

  it('is for the office (roles 1 to 4) of the record\'s own company', async () => {
    const [tractor] = await fleet();
    const record = await create({ VehicleID: tractor!.VehicleID, ServiceStatus: 'Completed', serviceType: 'Kept' });
    expect((await voidOf(record, 'Not mine', RED_MESA.driver)).status).toBe(403);
    const foreign = await voidOf(record, 'Not mine', BLUE_RIDGE.owner);
    expect(foreign.status).toBe(404);
    expect((await listed('completed')).find((r) => r.id === record.id)).toMatchObject({ version: record.version });
    expect((await api('GET', '/maintenance/records?list=voided', { as: RED_MESA.driver })).status).toBe(403);
  });

  it("rolls back an import whose record was voided since: the rollback warns of the change and removes the import's record, void and all", async () => {
    const flow = importsFlow({ call: (as: string, method: string, path: string, body?: unknown) => api(method, path, { as, body }) } as unknown as OwnCloud, SHOP);
    const [tractor] = await fleet();
    const id = newId('imp');
    const header = 'VehicleID,ServiceDate,ServiceNo,ServiceProvider,ServiceStatus,status,isPM,serviceType,odometer,PartsCost,LabourCost,notes,filename,id';
    const { checked } = await flow.imported('maintenance', 'void.csv', `${header}\r\n${tractor!.VehicleID},${yesterday},${id},Speedco,Completed,filed,no,Brakes,,10.00,5.00,,,${id}\r\n`);
    const record = (await listed('completed')).find((r) => r.id === id)!;
    expect((await voidOf(record, 'Imported twice')).status).toBe(200);
    const check = await flow.call('GET', `/imports/${checked.importBatchId}/rollback-check`);
    expect(check.body.changedSinceImport).toBe(1);
    const done = await flow.rollback(checked.importBatchId, true);
    expect(done.status).toBe('rolled-back');
    expect((await listed('voided')).some((r) => r.id === id)).toBe(false);
    expect((await listed('completed')).some((r) => r.id === id)).toBe(false);
  });
});
