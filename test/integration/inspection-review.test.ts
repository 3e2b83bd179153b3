import { beforeAll, describe, expect, it } from 'vitest';
import { vinCheckDigit } from '#shared/fleet/vin';
import { STARTER_DVIR_FIELDS } from '#shared/forms/starter-dvir';
import { cloud } from '../support/cloud-context.ts';
import { pdfText } from '../support/pdf-text.ts';
import { api, BLUE_RIDGE, idTokenFor, RED_MESA } from '../support/tokens.ts';

const SHOP = RED_MESA.shop;
const DRIVER = RED_MESA.driver;
const DRIVER_ID = '1004500';
const stamp = Date.now().toString(36).toUpperCase();
const JPEG = Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==', 'base64');

type Answer = { fieldId: string; value?: boolean | number | string; remarks?: string; photos?: string[] };
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const dayAfter = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const range = `from=${dayAfter(today, -1)}&to=${dayAfter(today, 1)}`;

let n = 0;
async function newTractor(): Promise<string> {
  const VehicleID = `R${stamp.slice(-3)}${String(++n).padStart(2, '0')}`;
  const digits = Math.floor(Math.random() * 1e6).toString().padStart(6, '0');
  const base = `1M8GDM9A0KP${digits}`;
  const created = await api('POST', '/fleet/tractors', { as: SHOP, body: { VehicleID, Vin: `${base.slice(0, 8)}${vinCheckDigit(base)}${base.slice(9)}`, Domicile: 'PHX', Make: 'Kenworth', Model: 'T680' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return VehicleID;
}

async function upload(as: string): Promise<string> {
  const ticket = await api('POST', '/form-uploads', { as, body: { contentType: 'image/jpeg', size: JPEG.length } });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }));
  expect((await fetch(ticket.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return ticket.body.key;
}

let dvirId = '';
let generalId = '';
const DVIR_NAME = `IT Review DVIR ${stamp}`;

/** A DVIR of the tractor, every item passed but `fail` (remarks and a photo). */
async function dvir(as: string, VehicleID: string, fail?: string): Promise<{ submissionId: string }> {
  const signature = await upload(as);
  const photo = fail ? await upload(as) : undefined;
  const answers = STARTER_DVIR_FIELDS.flatMap((f): Answer[] => {
    if (f.fieldId === fail) return [{ fieldId: f.fieldId, value: false, remarks: `${f.label} needs work`, photos: [photo!] }];
    if (f.style === 'Pass / Fail') return [{ fieldId: f.fieldId, value: true }];
    if (f.style === 'Number') return [{ fieldId: f.fieldId, value: 250_000 }];
    if (f.style === 'Signature') return [{ fieldId: f.fieldId, photos: [signature] }];
    return [];
  });
  const answer = await api('POST', '/form-submissions', { as, body: { formId: dvirId, formVersion: 1, VehicleID, startedAt: new Date().toISOString(), answers } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function tractor(VehicleID: string) {
  return (await api('GET', `/fleet/tractors/${VehicleID}`, { as: SHOP })).body;
}

async function defectOf(VehicleID: string, submissionId: string) {
  const answer = await api('GET', `/form-submissions/${submissionId}`, { as: SHOP });
  expect(answer.status).toBe(200);
  return answer.body.faults[0] as { defectId: string; defectVersion: number; state: string; label: string };
}

beforeAll(async () => {
  const make = async (formName: string, formType: string, formFields: unknown[]) => {
    const created = await api('POST', '/forms', { as: SHOP, body: { formName, formType, formFields } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await api('POST', `/forms/${created.body.formId}/publish`, { as: SHOP, body: { version: created.body.version } })).status).toBe(200);
    return created.body.formId as string;
  };
  dvirId = await make(DVIR_NAME, 'DVIR', STARTER_DVIR_FIELDS);
  generalId = await make(`IT Yard walk ${stamp}`, 'General', [{ fieldId: 'yard-walk', label: 'Yard walk done', category: 'Yard', style: 'Pass / Fail', type: 'General', required: true, hidden: false, remarksOnFail: false, photoOnFail: false, outOfServiceOnFail: false }]);
});

describe('the submissions list', () => {
  it('needs exactly two dates in order, naming from or to, and is the office’s only', async () => {
    const one = await api('GET', `/form-submissions?from=${today}`, { as: SHOP });
    expect(one.status).toBe(400);
    expect(one.body.fields.to).toBeTruthy();
    expect((await api('GET', `/form-submissions?to=${today}`, { as: SHOP })).body.fields.from).toBeTruthy();
    const reversed = await api('GET', `/form-submissions?from=${today}&to=${dayAfter(today, -1)}`, { as: SHOP });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields.to).toMatch(/before/);
    expect((await api('GET', `/form-submissions?from=2024-01-01&to=2025-06-01`, { as: SHOP })).body.fields.to).toMatch(/366/);
    expect((await api('GET', `/form-submissions?${range}`, { as: DRIVER })).status).toBe(403);
  });

  it('filters by tractor, driver, form and status, carries no answers, and its totals are the sums of its rows', async () => {
    const VehicleID = await newTractor();
    const clean = await dvir(DRIVER, VehicleID);
    const failed = await dvir(SHOP, VehicleID, 'horn');
    const byTractor = await api('GET', `/form-submissions?${range}&VehicleID=${VehicleID}`, { as: SHOP });
    expect(byTractor.status, JSON.stringify(byTractor.body)).toBe(200);
    expect(byTractor.body.submissions.map((s: { submissionId: string }) => s.submissionId)).toEqual([failed.submissionId, clean.submissionId]);
    expect(byTractor.body.submissions[0]).not.toHaveProperty('formFields');
    expect(byTractor.body.submissions[0]).toMatchObject({ formName: DVIR_NAME, formVersion: 1, VehicleID, countOfFailedFormFields: 1, unresolvedFaultCount: 1, submittedByDisplayName: 'Luis Ortega' });
    expect(byTractor.body.totals).toEqual({ submissions: 2, failed: 1, faults: 1, unresolvedFaults: 1, driverComments: 1 });
    const ids = async (query: string) => (await api('GET', `/form-submissions?${range}&${query}`, { as: SHOP })).body.submissions.map((s: { submissionId: string }) => s.submissionId);
    expect(await ids(`VehicleID=${VehicleID}&status=failed`)).toEqual([failed.submissionId]);
    expect(await ids(`VehicleID=${VehicleID}&status=open`)).toEqual([failed.submissionId]);
    expect(await ids(`VehicleID=${VehicleID}&status=passed`)).toEqual([clean.submissionId]);
    const mine = await ids(`driverId=${DRIVER_ID}&formId=${dvirId}`);
    expect(mine).toContain(clean.submissionId);
    expect(mine).not.toContain(failed.submissionId);
    const all = await ids(`formId=${dvirId}`);
    expect(all).toEqual(expect.arrayContaining([clean.submissionId, failed.submissionId]));
    expect((await api('GET', `/form-submissions?${range}&status=bogus`, { as: SHOP })).body.fields.status).toBeTruthy();
  });
});

describe('reading one submission', () => {
  it('a driver reads his own, gets 404 for another’s, and another company cannot find it', async () => {
    const VehicleID = await newTractor();
    const own = await dvir(DRIVER, VehicleID, 'horn');
    const other = await dvir(SHOP, await newTractor());
    const read = await api('GET', `/form-submissions/${own.submissionId}`, { as: DRIVER });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.faults).toHaveLength(1);
    expect(read.body.faults[0]).toMatchObject({ fieldId: 'horn', label: 'Horn', value: false, state: 'open', remarks: 'Horn needs work' });
    expect(read.body.driverComments).toHaveLength(1);
    expect(read.body.fields.find((f: { fieldId: string }) => f.fieldId === 'service-brakes')).toMatchObject({ value: true, category: 'Brakes' });
    const photo = read.body.faults[0].photos[0];
    expect(Buffer.from(await (await fetch(read.body.imageUrls[photo])).arrayBuffer())).toEqual(JPEG);
    expect((await api('GET', `/form-submissions/${other.submissionId}`, { as: DRIVER })).status).toBe(404);
    expect((await api('GET', `/form-submissions/${other.submissionId}/pdf`, { as: DRIVER })).status).toBe(404);
    expect((await api('GET', `/form-submissions/${own.submissionId}`, { as: BLUE_RIDGE.owner })).status).toBe(404);
    expect((await api('GET', `/form-submissions/${own.submissionId}`, { as: BLUE_RIDGE.driver })).status).toBe(404);
  });

  it('the PDF is named after the form and shows the failed item as FAIL with its remarks', async () => {
    const VehicleID = await newTractor();
    const { submissionId } = await dvir(DRIVER, VehicleID, 'steering');
    const response = await fetch(`${cloud().apiUrl}/form-submissions/${submissionId}/pdf`, { headers: { authorization: `Bearer ${await idTokenFor(DRIVER)}`, 'x-app-version': '3.21.1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`filename="${DVIR_NAME}-${VehicleID}-\\d{4}-\\d{2}-\\d{2}\\.pdf"`));
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('(Steering mechanism)');
    expect(text).toContain('(FAIL)');
    expect(text).toContain('Steering mechanism needs work');
    expect(bytes.toString('latin1')).toContain('/Filter /DCTDecode');
  });
});

describe('fault actions', () => {
  it('an out-of-service fault holds the tractor: no manual move back, no deferral; resolving with a new repair record frees it and certifies the repair', async () => {
    const VehicleID = await newTractor();
    const { submissionId } = await dvir(DRIVER, VehicleID, 'service-brakes');
    const held = await tractor(VehicleID);
    expect(held).toMatchObject({ serviceState: 'out-of-service', reportedDefectsCount: 1 });
    const back = await api('PUT', `/fleet/tractors/${VehicleID}/service-state`, { as: SHOP, body: { serviceState: 'in-service', version: held.version } });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(`Tractor ${VehicleID} has an unrepaired out-of-service defect: resolve it first.`);
    const shop = await api('PUT', `/fleet/tractors/${VehicleID}/service-state`, { as: SHOP, body: { serviceState: 'in-shop', version: held.version } });
    expect(shop.status, JSON.stringify(shop.body)).toBe(200);

    const defect = await defectOf(VehicleID, submissionId);
    const path = `/tractors/${VehicleID}/defects/${defect.defectId}`;
    const deferred = await api('POST', `${path}/defer`, { as: SHOP, body: { reason: 'Parts on order', until: dayAfter(today, 5), version: defect.defectVersion } });
    expect(deferred.status).toBe(409);
    expect(deferred.body.fields.outOfService).toBeTruthy();
    expect((await api('POST', `/tractors/${await newTractor()}/defects/${defect.defectId}/resolve`, { as: SHOP, body: { comment: 'x', certification: 'repaired', version: defect.defectVersion } })).status).toBe(404);
    expect((await api('POST', `${path}/resolve`, { as: BLUE_RIDGE.owner, body: { comment: 'x', certification: 'repaired', version: defect.defectVersion } })).status).toBe(404);
    expect((await api('POST', `${path}/resolve`, { as: SHOP, body: { comment: 'x', certification: 'repaired', version: defect.defectVersion + 5 } })).status).toBe(409);
    expect((await api('POST', `${path}/resolve`, { as: DRIVER, body: { comment: 'x', certification: 'repaired', version: defect.defectVersion } })).status).toBe(403);
    const noComment = await api('POST', `${path}/resolve`, { as: SHOP, body: { comment: '', certification: 'repaired', version: defect.defectVersion } });
    expect(noComment.status).toBe(400);
    expect(noComment.body.fields.comment).toBeTruthy();

    const prior = (await api('GET', `/tractors/${VehicleID}/inspections`, { as: SHOP })).body;
    expect(prior.prior7dayFormFaultSubmissions).toEqual([submissionId]);
    const resolved = await api('POST', `${path}/resolve`, {
      as: SHOP,
      body: { comment: 'Replaced the left front brake chamber', certification: 'repaired', repair: { create: { ServiceProvider: 'Rush Truck Center', ServiceNo: `RO-${stamp}`, description: 'Brake chamber' } }, version: defect.defectVersion },
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body).toMatchObject({ state: 'resolved', resolvedBy: 'Luis Ortega', resolvedByDisplayName: 'Luis Ortega', repairCertification: 'repaired', repairCertifiedBy: 'Luis Ortega' });
    expect(resolved.body.resolvedByUid).toBeTruthy();
    expect(resolved.body.maintenanceRecordId).toMatch(/^DVIR-/);
    const again = await api('POST', `${path}/resolve`, { as: SHOP, body: { comment: 'again', certification: 'repaired', version: resolved.body.version } });
    expect(again.status).toBe(409);

    const after = await tractor(VehicleID);
    // The completed repair record takes it out of the shop (the maintenance domain's shop state).
    expect(after).toMatchObject({ reportedDefectsCount: 0, serviceState: 'in-service' });
    const page = (await api('GET', `/tractors/${VehicleID}/inspections`, { as: SHOP })).body;
    expect(page.prior7dayFormFaultSubmissions).toEqual([]);
    expect(page.unresolvedDefects).toEqual([]);
    expect(page.inspections[0]).toMatchObject({ submissionId, unresolvedFaultCount: 0 });
    const history = (await api('GET', `/tractors/${VehicleID}/maintenance`, { as: SHOP })).body;
    expect(history.records.find((r: { id: string }) => r.id === resolved.body.maintenanceRecordId)).toMatchObject({ ServiceProvider: 'Rush Truck Center', ServiceNo: `RO-${stamp}`, ServiceStatus: 'Completed' });
    const detail = (await api('GET', `/form-submissions/${submissionId}`, { as: DRIVER })).body;
    expect(detail.submission).toMatchObject({ unresolvedFaultCount: 0 });
    expect(detail.submission.resolvedAt).toBeTruthy();
    expect(detail.faults[0]).toMatchObject({ resolved: true, resolvedBy: 'Luis Ortega', resolutionComment: 'Replaced the left front brake chamber', state: 'resolved' });
  });

  it('marking a fault out of service takes the tractor out until it is resolved; a deferred fault stays listed as deferred', async () => {
    const VehicleID = await newTractor();
    const { submissionId } = await dvir(DRIVER, VehicleID, 'mirrors');
    expect(await tractor(VehicleID)).toMatchObject({ serviceState: 'in-service', reportedDefectsCount: 1 });
    const defect = await defectOf(VehicleID, submissionId);
    const path = `/tractors/${VehicleID}/defects/${defect.defectId}`;
    const bad = await api('POST', `${path}/defer`, { as: SHOP, body: { reason: 'Parts on order', until: today, version: defect.defectVersion } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.until).toMatch(/after today/);
    const deferred = await api('POST', `${path}/defer`, { as: SHOP, body: { reason: 'Parts on order', until: dayAfter(today, 7), version: defect.defectVersion } });
    expect(deferred.status, JSON.stringify(deferred.body)).toBe(200);
    expect(deferred.body).toMatchObject({ state: 'deferred', deferredReason: 'Parts on order', deferredUntil: dayAfter(today, 7) });
    expect((await tractor(VehicleID)).reportedDefectsCount).toBe(1);
    const queue = (await api('GET', '/defects', { as: SHOP })).body;
    const row = queue.tractors.find((t: { VehicleID: string }) => t.VehicleID === VehicleID);
    expect(row.defects.map((d: { defectId: string; state: string }) => [d.defectId, d.state])).toEqual([[defect.defectId, 'deferred']]);
    expect(queue.imageUrls[row.defects[0].photos[0]]).toMatch(/^http/);
    expect((await api('GET', `/form-submissions?${range}&VehicleID=${VehicleID}&status=open`, { as: SHOP })).body.submissions).toHaveLength(1);

    const marked = await api('PATCH', path, { as: SHOP, body: { outOfService: true, version: deferred.body.version } });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ outOfService: true, state: 'open' });
    const held = await tractor(VehicleID);
    expect(held.serviceState).toBe('out-of-service');
    expect((await api('PUT', `/fleet/tractors/${VehicleID}/service-state`, { as: SHOP, body: { serviceState: 'in-service', version: held.version } })).status).toBe(409);
    const queue2 = (await api('GET', '/defects?state=open', { as: SHOP })).body;
    expect(queue2.tractors[0].outOfService).toBe(true);
    // Taken into the shop by hand, it stays there when the fault is resolved without a record.
    const inShop = await api('PUT', `/fleet/tractors/${VehicleID}/service-state`, { as: SHOP, body: { serviceState: 'in-shop', version: held.version } });
    expect(inShop.status, JSON.stringify(inShop.body)).toBe(200);
    const resolved = await api('POST', `${path}/resolve`, { as: SHOP, body: { comment: 'Mirror bracket tightened', certification: 'not-needed', version: marked.body.version } });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(await tractor(VehicleID)).toMatchObject({ serviceState: 'in-shop', reportedDefectsCount: 0 });
    const resolvedList = (await api('GET', `/defects?state=resolved&${range}`, { as: SHOP })).body;
    expect(resolvedList.tractors.find((t: { VehicleID: string }) => t.VehicleID === VehicleID).defects[0].state).toBe('resolved');
    expect((await api('GET', '/defects?state=resolved', { as: SHOP })).status).toBe(400);
  });

  it('a resolve whose fault changed meanwhile writes no repair record: of resolves racing on one version, one record and one resolution', async () => {
    const VehicleID = await newTractor();
    const { submissionId } = await dvir(DRIVER, VehicleID, 'horn');
    const defect = await defectOf(VehicleID, submissionId);
    const path = `/tractors/${VehicleID}/defects/${defect.defectId}/resolve`;
    const records = async () => ((await api('GET', `/tractors/${VehicleID}/maintenance`, { as: SHOP })).body.records as Array<{ id: string; ServiceNo: string }>);
    const resolve = (i: number, version: number) => api('POST', path, {
      as: SHOP,
      body: { comment: `Horn relay ${i}`, certification: 'repaired', repair: { create: { ServiceProvider: 'In house', ServiceNo: `HORN-${i}`, description: 'Horn relay' } }, version },
    });
    expect(await records()).toEqual([]);
    expect((await resolve(0, defect.defectVersion + 1)).status).toBe(409);
    expect(await records()).toEqual([]);

    // Every try passes the version check before any saves; all but one find the fault changed when they write.
    const answers = await Promise.all([1, 2, 3, 4].map((i) => resolve(i, defect.defectVersion)));
    const won = answers.filter((a) => a.status === 200);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const written = await records();
    expect(written.map((r) => r.id)).toEqual([won[0]!.body.maintenanceRecordId]);
    const fault = (await api('GET', `/form-submissions/${submissionId}`, { as: SHOP })).body.faults[0];
    expect(fault).toMatchObject({ state: 'resolved', maintenanceRecordId: written[0]!.id, resolutionComment: `Horn relay ${written[0]!.ServiceNo.slice(5)}`, defectVersion: defect.defectVersion + 1 });
  });

  it('links an existing maintenance record only when it is this tractor’s', async () => {
    const VehicleID = await newTractor();
    const { submissionId } = await dvir(DRIVER, VehicleID, 'wipers');
    const defect = await defectOf(VehicleID, submissionId);
    const recordId = `it-rev-${stamp}`;
    expect((await api('POST', '/maintenance/records', { as: SHOP, body: { id: recordId, VehicleID, ServiceDate: today, ServiceProvider: 'In house' } })).status).toBe(201);
    const path = `/tractors/${VehicleID}/defects/${defect.defectId}/resolve`;
    const wrong = await api('POST', path, { as: SHOP, body: { comment: 'Blades', certification: 'repaired', repair: { maintenanceRecordId: 'nope' }, version: defect.defectVersion } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields['repair.maintenanceRecordId']).toBeTruthy();
    const linked = await api('POST', path, { as: SHOP, body: { comment: 'Blades', certification: 'repaired', repair: { maintenanceRecordId: recordId }, version: defect.defectVersion } });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.maintenanceRecordId).toBe(recordId);
  });
});

describe('deleting submissions', () => {
  it('refuses a DVIR younger than 3 months and deletes another form’s submission', async () => {
    const VehicleID = await newTractor();
    const { submissionId } = await dvir(DRIVER, VehicleID);
    const refused = await api('DELETE', `/form-submissions/${submissionId}`, { as: RED_MESA.owner });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^A DVIR must be kept for 3 months \(until \d{4}-\d{2}-\d{2}\)\.$/);
    expect((await api('DELETE', `/form-submissions/${submissionId}`, { as: SHOP })).status).toBe(403);
    const yard = await api('POST', '/form-submissions', { as: SHOP, body: { formId: generalId, formVersion: 1, startedAt: new Date().toISOString(), answers: [{ fieldId: 'yard-walk', value: true }] } });
    expect(yard.status, JSON.stringify(yard.body)).toBe(201);
    expect((await api('DELETE', `/form-submissions/${yard.body.submissionId}`, { as: BLUE_RIDGE.owner })).status).toBe(404);
    expect((await api('DELETE', `/form-submissions/${yard.body.submissionId}`, { as: RED_MESA.owner })).status).toBe(204);
    expect((await api('GET', `/form-submissions/${yard.body.submissionId}`, { as: SHOP })).status).toBe(404);
  });
});

describe('summaries and the driver’s view', () => {
  it('the summary’s totals are the sums of its domicile rows and of its tractor rows', async () => {
    const answer = await api('GET', `/inspections/summary?${range}`, { as: SHOP });
    expect(answer.status).toBe(200);
    const keys = ['inspections', 'failed', 'faultsReported', 'open', 'deferred'] as const;
    for (const k of keys) {
      expect(answer.body.totals[k]).toBe(answer.body.domiciles.reduce((s: number, r: Record<string, number>) => s + r[k]!, 0));
      expect(answer.body.totals[k]).toBe(answer.body.tractors.reduce((s: number, r: Record<string, number>) => s + r[k]!, 0));
    }
    expect(answer.body.totals.inspections).toBeGreaterThan(0);
    expect((await api('GET', '/inspections/summary', { as: SHOP })).status).toBe(400);
  });

  it('a driver sees the open faults of his domicile’s tractors on the phone', async () => {
    const VehicleID = await newTractor();
    const { submissionId } = await dvir(SHOP, VehicleID, 'headlights');
    const answer = await api('GET', '/me/reported-defects', { as: DRIVER });
    expect(answer.status).toBe(200);
    // The demo driver is domiciled at PHX, where the test's tractors are.
    expect(answer.body.domiciles).toEqual(['PHX']);
    const mine = answer.body.defects.filter((d: { submissionId: string }) => d.submissionId === submissionId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ VehicleID, label: 'Headlights and high beams', state: 'open' });
    expect(answer.body.imageUrls[mine[0].photos[0]]).toMatch(/^http/);
    expect((await api('GET', '/me/reported-defects', { as: BLUE_RIDGE.driver })).body.defects.some((d: { VehicleID: string }) => d.VehicleID === VehicleID)).toBe(false);
  });
});

