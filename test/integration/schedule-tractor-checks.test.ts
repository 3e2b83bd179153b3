import { beforeAll, describe, expect, it } from 'vitest';
import { vinCheckDigit } from '#shared/fleet/vin';
import { STARTER_DVIR_FIELDS } from '#shared/forms/starter-dvir';
import { todayIn } from '#shared/dates/time-zone';
import { addDays, weekOf } from '#shared/schedules/week';
import { cloud } from '../support/cloud-context.ts';
import { api, RED_MESA } from '../support/tokens.ts';

const DISPATCH = RED_MESA.dispatch;
const SHOP = RED_MESA.shop;
const JAKE = '1004500';
const stamp = Date.now().toString(36).toUpperCase();
// A week of its own, far from the demo's and from schedules.test.ts's.
const WEEK = weekOf('2032-06-09');
const JPEG = Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==', 'base64');

const run = (DriverID: string, day: string, VehicleID: string, extra: Record<string, unknown> = {}) => ({
  DriverID, day, VehicleID, RunType: 'LINEHAUL', startTime: '05:30', legs: [{ origin: 'PHX', destination: 'ELP' }], notes: '', ...extra,
});
const put = (body: unknown) => api('PUT', '/schedules/entries', { as: DISPATCH, body });
const entriesOn = async (day: string) =>
  ((await api('GET', `/schedules/week?week=${day}`, { as: DISPATCH })).body.entries as Array<{ DriverID: string; day: string }>).filter((e) => e.day === day);

let n = 0;
async function newTractor(): Promise<string> {
  const VehicleID = `D${stamp.slice(-3)}${String(++n).padStart(2, '0')}`;
  const digits = Math.floor(Math.random() * 1e6).toString().padStart(6, '0');
  const base = `1M8GDM9A0KP${digits}`;
  const created = await api('POST', '/fleet/tractors', { as: SHOP, body: { VehicleID, Vin: `${base.slice(0, 8)}${vinCheckDigit(base)}${base.slice(9)}`, Domicile: 'PHX', Make: 'Kenworth', Model: 'T680' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return VehicleID;
}

async function newDriver(FirstName: string, LastName: string, Active: boolean): Promise<string> {
  const DriverID = `19${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
  const created = await api('POST', '/fleet/drivers', { as: DISPATCH, body: { DriverID, FirstName, LastName, Active } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return DriverID;
}

async function upload(): Promise<string> {
  const ticket = await api('POST', '/form-uploads', { as: RED_MESA.driver, body: { contentType: 'image/jpeg', size: JPEG.length } });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }));
  expect((await fetch(ticket.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return ticket.body.key;
}

let dvirId = '';
/** Jake's DVIR of the tractor, every item passed but `fail`. */
async function dvir(VehicleID: string, fail: string): Promise<void> {
  const [signature, photo] = [await upload(), await upload()];
  type Answer = { fieldId: string; value?: boolean | number; remarks?: string; photos?: string[] };
  const answers = STARTER_DVIR_FIELDS.flatMap((f): Answer[] => {
    if (f.fieldId === fail) return [{ fieldId: f.fieldId, value: false, remarks: `${f.label} needs work`, photos: [photo] }];
    if (f.style === 'Pass / Fail') return [{ fieldId: f.fieldId, value: true }];
    if (f.style === 'Number') return [{ fieldId: f.fieldId, value: 250_000 }];
    if (f.style === 'Signature') return [{ fieldId: f.fieldId, photos: [signature] }];
    return [];
  });
  const answer = await api('POST', '/form-submissions', { as: RED_MESA.driver, body: { formId: dvirId, formVersion: 1, VehicleID, startedAt: new Date().toISOString(), answers } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

beforeAll(async () => {
  const created = await api('POST', '/forms', { as: SHOP, body: { formName: `IT Dispatch DVIR ${stamp}`, formType: 'DVIR', formFields: STARTER_DVIR_FIELDS } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await api('POST', `/forms/${created.body.formId}/publish`, { as: SHOP, body: { version: created.body.version } })).status).toBe(200);
  dvirId = created.body.formId;
});

describe('a schedule day refuses what may not run, writing nothing', () => {
  it('refuses a tractor that is not one of the company\'s, naming it', async () => {
    const answer = await put(run(JAKE, WEEK, 'NOPE-99'));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Tractor NOPE-99 is not one of your tractors.');
    expect(answer.body.fields).toEqual({ VehicleID: 'Tractor NOPE-99 is not one of your tractors.' });
    expect(await entriesOn(WEEK)).toEqual([]);
  });

  it('refuses a driver who is not active', async () => {
    const gone = await newDriver('Otis', `Gray${stamp}`, false);
    const answer = await put(run(gone, WEEK, await newTractor()));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Driver ${gone} is not active.`);
    expect(answer.body.fields).toHaveProperty('DriverID');
    expect(await entriesOn(WEEK)).toEqual([]);
  });

  it('refuses an inactive tractor', async () => {
    const VehicleID = await newTractor();
    const read = (await api('GET', `/fleet/tractors/${VehicleID}`, { as: SHOP })).body;
    const vin = read.Vin as string;
    expect((await api('PUT', `/fleet/tractors/${VehicleID}`, { as: SHOP, body: { Active: false, Vin: vin, Domicile: 'PHX', version: read.version } })).status).toBe(200);
    const answer = await put(run(JAKE, WEEK, VehicleID));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Tractor ${VehicleID} is not active.`);
    expect(await entriesOn(WEEK)).toEqual([]);
  });

  it('refuses a tractor with an unrepaired out-of-service fault unless dispatch gives a reason, which the day keeps and shows', async () => {
    const VehicleID = await newTractor();
    await dvir(VehicleID, 'service-brakes');
    const refused = await put(run(JAKE, addDays(WEEK, 1), VehicleID));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(new RegExp(`^Tractor ${VehicleID} is out of service \\(.*Service brakes.*\\)\\. Give a reason to schedule it anyway\\.$`, 'i'));
    expect(Object.keys(refused.body.fields)).toEqual(['outOfServiceReason']);
    const blank = await put(run(JAKE, addDays(WEEK, 1), VehicleID, { outOfServiceReason: '   ' }));
    expect(blank.status).toBe(400);
    const tooLong = await put(run(JAKE, addDays(WEEK, 1), VehicleID, { outOfServiceReason: 'x'.repeat(201) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.outOfServiceReason).toBe('Reason to schedule anyway is at most 200 characters.');
    expect(await entriesOn(addDays(WEEK, 1))).toEqual([]);

    const saved = await put(run(JAKE, addDays(WEEK, 1), VehicleID, { outOfServiceReason: 'Driven to the brake shop only' }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.outOfServiceOverride).toMatchObject({ reason: 'Driven to the brake shop only', by: expect.any(String), cause: expect.stringMatching(/service brakes/i) });
    const [shown] = (await api('GET', `/schedules/week?week=${WEEK}`, { as: DISPATCH })).body.entries.filter((e: { day: string }) => e.day === addDays(WEEK, 1));
    expect(shown.outOfServiceOverride.reason).toBe('Driven to the brake shop only');

    // Changed to a tractor that may run, the day no longer carries the override.
    const clean = await newTractor();
    const changed = await put(run(JAKE, addDays(WEEK, 1), clean, { version: saved.body.version, outOfServiceReason: 'Driven to the brake shop only' }));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ VehicleID: clean, outOfServiceOverride: null, warnings: [] });
  });

  it('refuses the tractor the shop put out of service by hand, and the demo\'s 410204 with its open brake fault', async () => {
    const VehicleID = await newTractor();
    const read = (await api('GET', `/fleet/tractors/${VehicleID}`, { as: SHOP })).body;
    expect((await api('PUT', `/fleet/tractors/${VehicleID}/service-state`, { as: SHOP, body: { serviceState: 'out-of-service', outOfServiceReason: 'Cracked windshield', version: read.version } })).status).toBe(200);
    const byHand = await put(run(JAKE, addDays(WEEK, 2), VehicleID));
    expect(byHand.status).toBe(400);
    expect(byHand.body.message).toBe(`Tractor ${VehicleID} is out of service (Cracked windshield). Give a reason to schedule it anyway.`);
    const demo = await put(run(JAKE, addDays(WEEK, 2), '410204'));
    expect(demo.status).toBe(400);
    expect(demo.body.fields).toHaveProperty('outOfServiceReason');
    expect(await entriesOn(addDays(WEEK, 2))).toEqual([]);
  });
});

describe('a schedule day warns of what may run but needs seeing to', () => {
  it('saves with an unrepaired fault and an expired cab paper, and says so in plain words', async () => {
    const VehicleID = await newTractor();
    await dvir(VehicleID, 'mirrors');
    const paper = await api('POST', '/documents', { as: SHOP, body: { ownerKind: 'tractor', ownerId: VehicleID, docKind: 'registration', label: 'Registration (cab card)', expDate: addDays(WEEK, 2) } });
    expect(paper.status, JSON.stringify(paper.body)).toBe(201);
    // Valid on a day before its expiry date, expired on a day after it.
    const before = await put(run(JAKE, addDays(WEEK, 2), VehicleID));
    expect(before.status, JSON.stringify(before.body)).toBe(201);
    expect(before.body.warnings.map((w: { kind: string }) => w.kind)).toEqual(['open-defects']);
    expect(before.body.warnings[0].message).toMatch(new RegExp(`^Tractor ${VehicleID} has 1 unrepaired defect: .*mirror`, 'i'));
    const after = await put(run(JAKE, addDays(WEEK, 3), VehicleID));
    expect(after.status).toBe(201);
    expect(after.body.warnings).toContainEqual({
      kind: 'document-expired',
      message: `Tractor ${VehicleID}'s Registration (cab card) is expired on the day of this run (expiry date ${addDays(WEEK, 2).slice(5, 7)}/${addDays(WEEK, 2).slice(8)}/${addDays(WEEK, 2).slice(0, 4)}).`,
    });
  });

  it('saves a tractor overdue for service with a warning naming the service', async () => {
    // A tractor of its own: other files service the demo tractors while this one runs.
    const VehicleID = await newTractor();
    const key = (await api('POST', '/telematics/keys', { as: RED_MESA.owner, body: { label: 'overdue tractor test' } })).body.key as string;
    const position = { eventId: `overdue-${VehicleID}`, eventType: 'T.2.06.0', tractorID: VehicleID, posTimeStamp: new Date().toISOString(), odometer: 250_000, stateProv: 'AZ', country: 'US', lat: 33.4, lon: -112.0, speed: 0, ignition: 'off' };
    const fed = await fetch(`${cloud().apiUrl}/telematics/events`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ events: [position] }) });
    expect(fed.status).toBe(200);
    const serviceType = `Axle service ${stamp}`;
    const program = await api('POST', '/maintenance/programs', { as: SHOP, body: { name: serviceType, serviceTypes: [serviceType], intervalMiles: 10_000, tractorIds: [VehicleID] } });
    expect(program.status, JSON.stringify(program.body)).toBe(201);
    const served = await api('POST', '/maintenance/records', { as: SHOP, body: { id: `axle-${VehicleID}`, VehicleID, ServiceDate: addDays(todayIn('America/Phoenix'), -120), ServiceStatus: 'Completed', serviceType, odometer: 230_000 } });
    expect(served.status, JSON.stringify(served.body)).toBe(201);

    const saved = await put(run(JAKE, addDays(WEEK, 4), VehicleID));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.warnings).toContainEqual({ kind: 'service-overdue', message: `Tractor ${VehicleID} is overdue for service: ${serviceType}.` });
  });
});

describe('publishing a week', () => {
  it('names each driver not told in chat and why, and not the ones told', async () => {
    const day = addDays(WEEK, 7);
    const newcomer = await newDriver('Wade', `Tillman${stamp}`, true);
    expect((await put(run(newcomer, day, await newTractor()))).status).toBe(201);
    expect((await put(run(JAKE, day, await newTractor()))).status).toBe(201);
    const published = await api('POST', '/schedules/publish', { as: DISPATCH, body: { week: day } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ published: 2, drivers: 2, told: 1 });
    expect(published.body.notTold).toEqual([{ DriverID: newcomer, name: `Wade Tillman${stamp}`, reason: 'no-app-account' }]);
  });
});

describe('copying a week checks each copied day as a save would', () => {
  const SOURCE = addDays(WEEK, 14);
  const TARGET = addDays(WEEK, 21);

  it('leaves out and names the days a save would refuse, carries no out-of-service reason over, and copies the rest with their warnings', async () => {
    const clean = await newTractor();
    const papered = await newTractor();
    const paper = await api('POST', '/documents', { as: SHOP, body: { ownerKind: 'tractor', ownerId: papered, docKind: 'registration', label: 'Registration (cab card)', expDate: addDays(SOURCE, 3) } });
    expect(paper.status, JSON.stringify(paper.body)).toBe(201);
    const held = await newTractor();
    const heldRead = (await api('GET', `/fleet/tractors/${held}`, { as: SHOP })).body;
    const leaving = await newDriver('Lane', `Parker${stamp}`, true);

    // The source week, saved while everything could run (the held tractor on dispatch's reason).
    expect((await put(run(JAKE, SOURCE, clean))).status).toBe(201);
    expect((await put(run(JAKE, addDays(SOURCE, 1), papered))).status).toBe(201);
    expect((await put(run(leaving, addDays(SOURCE, 1), clean))).status).toBe(201);
    expect((await api('PUT', `/fleet/tractors/${held}/service-state`, { as: SHOP, body: { serviceState: 'out-of-service', outOfServiceReason: 'Cracked windshield', version: heldRead.version } })).status).toBe(200);
    const overridden = await put(run(JAKE, addDays(SOURCE, 2), held, { outOfServiceReason: 'To the glass shop' }));
    expect(overridden.status, JSON.stringify(overridden.body)).toBe(201);

    // Then the driver leaves.
    const leaver = (await api('GET', '/fleet/drivers', { as: DISPATCH })).body.drivers.find((d: { DriverID: string }) => d.DriverID === leaving);
    const left = await api('PUT', `/fleet/drivers/${leaving}`, { as: DISPATCH, body: { FirstName: 'Lane', LastName: `Parker${stamp}`, Active: false, version: leaver.version } });
    expect(left.status, JSON.stringify(left.body)).toBe(200);

    const copied = await api('POST', '/schedules/copy-week', { as: DISPATCH, body: { from: SOURCE, to: TARGET } });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    expect(copied.body).toMatchObject({ from: SOURCE, to: TARGET, copied: 2, skipped: 0 });
    expect(copied.body.refused).toEqual([
      { DriverID: leaving, name: `Lane Parker${stamp}`, day: addDays(TARGET, 1), VehicleID: clean, field: 'DriverID', message: `Driver ${leaving} is not active.` },
      {
        DriverID: JAKE, name: expect.any(String), day: addDays(TARGET, 2), VehicleID: held, field: 'outOfServiceReason',
        message: `Tractor ${held} is out of service (Cracked windshield). Give a reason to schedule it anyway. The reason given for ${addDays(SOURCE, 2)} ("To the glass shop") is not carried over.`,
      },
    ]);
    // The paper was valid on the source day and has lapsed by the copied one: judged on the day copied to.
    expect(copied.body.warned).toEqual([
      { DriverID: JAKE, name: expect.any(String), day: addDays(TARGET, 1), VehicleID: papered, warnings: [expect.objectContaining({ kind: 'document-expired' })] },
    ]);

    const board = (await api('GET', `/schedules/week?week=${TARGET}`, { as: DISPATCH })).body.entries as Array<{ DriverID: string; day: string; VehicleID: string; outOfServiceOverride: unknown }>;
    expect(board.map((e) => [e.DriverID, e.day, e.VehicleID]).sort()).toEqual([[JAKE, TARGET, clean], [JAKE, addDays(TARGET, 1), papered]].sort());
    expect(board.every((e) => e.outOfServiceOverride === null)).toBe(true);
  });
});
