import { beforeAll, describe, expect, it } from 'vitest';
import { vinCheckDigit } from '#shared/fleet/vin';
import { STARTER_DVIR_FIELDS } from '#shared/forms/starter-dvir';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

const SHOP = RED_MESA.shop;
const DRIVER = RED_MESA.driver;
const OTHER = RED_MESA.dispatch;
const stamp = Date.now().toString(36).toUpperCase();

type Field = { fieldId: string; style: string; hidden?: boolean; type?: string };
type Answer = { fieldId: string; value?: boolean | number | string; remarks?: string; photos?: string[] };

/** A tiny valid JPEG (1×1): enough for storage and the HeadObject check. */
const JPEG = Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==', 'base64');

async function newTractor(): Promise<string> {
  const VehicleID = `F${stamp.slice(-3)}${Math.floor(Math.random() * 100).toString().padStart(2, '0')}`;
  const digits = Math.floor(Math.random() * 1e6).toString().padStart(6, '0');
  const base = `1M8GDM9A0KP${digits}`;
  const Vin = `${base.slice(0, 8)}${vinCheckDigit(base)}${base.slice(9)}`;
  const created = await api('POST', '/fleet/tractors', { as: SHOP, body: { VehicleID, Vin, Domicile: 'PHX', Make: 'Kenworth', Model: 'T680' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.VehicleID ?? VehicleID;
}

async function storeImage(ticket: { url: string; fields: Record<string, string>; key: string }, bytes: Buffer = JPEG): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  return ticket.key;
}

async function upload(as: string, bytes: Buffer = JPEG): Promise<string> {
  const ticket = await api('POST', '/form-uploads', { as, body: { contentType: 'image/jpeg', size: bytes.length } });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  return storeImage(ticket.body, bytes);
}

/** Every visible question answered well: Pass, a number in range, the signature; `fail` fails one item. */
function answersFor(fields: readonly Field[], signatureKey: string, fail?: { fieldId: string; remarks: string; photos: string[] }): Answer[] {
  return fields.flatMap((f): Answer[] => {
    if (f.hidden) return [];
    if (f.fieldId === fail?.fieldId) return [{ fieldId: f.fieldId, value: false, remarks: fail.remarks, photos: fail.photos }];
    if (f.style === 'Pass / Fail') return [{ fieldId: f.fieldId, value: true }];
    if (f.style === 'Number') return [{ fieldId: f.fieldId, value: 123456 }];
    if (f.style === 'Signature') return [{ fieldId: f.fieldId, photos: [signatureKey] }];
    return [];
  });
}

let tractor = '';
let formId = '';
const FIELDS = [...STARTER_DVIR_FIELDS, { fieldId: 'office-check', label: 'Office check', category: 'Office', style: 'Pass / Fail', type: 'Tractor', required: false, hidden: true, remarksOnFail: false, photoOnFail: false, outOfServiceOnFail: true }];

async function submit(as: string, body: Record<string, unknown>) {
  return api('POST', '/form-submissions', { as, body: { formId, formVersion: 1, VehicleID: tractor, startedAt: new Date().toISOString(), ...body } });
}

async function mySubmissionCount(): Promise<number> {
  return (await api('GET', '/me/form-submissions', { as: DRIVER })).body.submissions.length;
}

beforeAll(async () => {
  tractor = await newTractor();
  const created = await api('POST', '/forms', { as: SHOP, body: { formName: `IT DVIR ${stamp}`, formType: 'DVIR', formFields: FIELDS } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  formId = created.body.formId;
  expect((await api('POST', `/forms/${formId}/publish`, { as: SHOP, body: { version: created.body.version } })).status).toBe(200);
});

describe('filling a DVIR on the phone', () => {
  let cleanId = '';
  let failedId = '';

  it('offers the published form to a driver with his tractor, and stores a clean DVIR without faults', async () => {
    const mine = await api('GET', '/me/forms', { as: DRIVER });
    expect(mine.status).toBe(200);
    expect(mine.body.forms.find((f: { formId: string }) => f.formId === formId)).toMatchObject({ formType: 'DVIR', publishedVersion: 1 });
    const clean = await submit(DRIVER, { answers: answersFor(FIELDS, await upload(DRIVER)) });
    expect(clean.status, JSON.stringify(clean.body)).toBe(201);
    expect(clean.body).toMatchObject({ countOfFailedFormFields: 0, unresolvedFaultCount: 0, VehicleID: tractor  });
    cleanId = clean.body.submissionId;
  });

  it('a failed brake item with a photo is one fault: a defect, the tractor out of service with one reported defect, the shop e-mailed; hidden and Trailer failures are no faults', async () => {
    const photo = await upload(DRIVER);
    const answers = answersFor(FIELDS, await upload(DRIVER), { fieldId: 'service-brakes', remarks: 'Left front chamber leaks', photos: [photo] })
      .map((a) => (a.fieldId === 'trailer-lights' ? { ...a, value: false, remarks: 'Trailer marker out' } : a));
    answers.push({ fieldId: 'office-check', value: false });
    const review = (await api('GET', `/tractors/${tractor}/last-inspection`, { as: DRIVER })).body;
    expect(review).toMatchObject({ reviewRequired: false, submission: { submissionId: cleanId } });
    const failed = await submit(DRIVER, { answers });
    expect(failed.status, JSON.stringify(failed.body)).toBe(201);
    expect(failed.body).toMatchObject({ countOfFailedFormFields: 1, unresolvedFaultCount: 1, driverCommentCount: 2, shopAlerted: true });
    failedId = failed.body.submissionId;

    const t = (await api('GET', `/fleet/tractors/${tractor}`, { as: SHOP })).body;
    expect(t).toMatchObject({ reportedDefectsCount: 1, serviceState: 'out-of-service' });
    const mail = (await api('GET', '/chat/outbox', { as: RED_MESA.owner })).body.mail as { subject: string; text: string; to: string }[];
    const alert = mail.find((m) => m.subject.includes(`tractor ${tractor}`));
    expect(alert?.text).toContain('Service brakes');
    expect(alert?.text).toContain('Left front chamber leaks');
    // The demo company names its shop room: the alert is posted there by "Inspections".
    const shopRoom = await api('GET', '/chat/rooms/0000demoshop/messages', { as: SHOP });
    if (shopRoom.status === 200) {
      const posted = (shopRoom.body.messages as { senderName: string; text: string }[]).find((m) => m.text.includes(`tractor ${tractor}`));
      expect(posted?.senderName).toBe('Inspections');
      expect(posted?.text).toContain('Service brakes');
    }
    const last = (await api('GET', `/tractors/${tractor}/last-inspection`, { as: DRIVER })).body;
    expect(last).toMatchObject({ reviewRequired: true, submission: { submissionId: failedId, countOfFailedFormFields: 1 } });
    expect(last.defects).toHaveLength(1);
    expect(last.defects[0]).toMatchObject({ fieldId: 'service-brakes', state: 'open', outOfService: true, remarks: 'Left front chamber leaks' });
    expect(last.defects[0].photoUrls).toHaveLength(1);
    const mine = (await api('GET', '/me/form-submissions', { as: DRIVER })).body.submissions.map((s: { submissionId: string }) => s.submissionId);
    expect(mine).toEqual(expect.arrayContaining([cleanId, failedId]));
  });

  it('§396.13: after a failed DVIR the next needs the review of exactly that one, signed (400 without, 409 naming an older one)', async () => {
    const answers = answersFor(FIELDS, await upload(DRIVER));
    const none = await submit(DRIVER, { answers });
    expect(none.status).toBe(400);
    expect(none.body.fields.priorReview).toBeTruthy();
    const signature = await upload(DRIVER);
    const older = await submit(DRIVER, { answers, priorReview: { submissionId: cleanId, signatureKey: signature } });
    expect(older.status).toBe(409);
    expect(older.body.message).toBe('The last inspection of this tractor changed: review it again.');
    const reviewed = await submit(DRIVER, { answers, priorReview: { submissionId: failedId, signatureKey: signature } });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(201);
  });

  it('refuses bad bodies naming the field and writes nothing', async () => {
    const before = await mySubmissionCount();
    const signature = await upload(DRIVER);
    const last = (await api('GET', `/tractors/${tractor}/last-inspection`, { as: DRIVER })).body;
    const priorReview = last.reviewRequired ? { submissionId: last.submission.submissionId, signatureKey: signature } : undefined;
    const good = answersFor(FIELDS, signature);
    const cases: [string, Answer[], string][] = [
      ['a field not on the version', [...good, { fieldId: 'bogus', value: true }], 'answers.bogus'],
      ['a missing signature', good.filter((a) => a.fieldId !== 'signature'), 'answers.signature'],
      ['a number outside its safe range', good.map((a) => (a.fieldId === 'odometer' ? { ...a, value: -5 } : a)), 'answers.odometer'],
      ['a photo uploaded by someone else', answersFor(FIELDS, signature, { fieldId: 'tires', remarks: 'Flat', photos: [await upload(OTHER)] }), 'answers.tires.photos'],
      ['a photo never uploaded', answersFor(FIELDS, signature, { fieldId: 'tires', remarks: 'Flat', photos: [`formSubmissions/x/uploads/y/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.jpg`] }), 'answers.tires.photos'],
    ];
    for (const [what, answers, field] of cases) {
      const answer = await submit(DRIVER, { answers, ...(priorReview ? { priorReview } : {}) });
      expect(answer.status, what).toBe(400);
      expect(answer.body.fields?.[field], `${what}: ${JSON.stringify(answer.body)}`).toBeTruthy();
    }
    const big = await api('POST', '/form-uploads', { as: DRIVER, body: { contentType: 'image/jpeg', size: 10 * 1024 * 1024 } });
    expect(big.status).toBe(400);
    expect(big.body.fields.size).toBe('A photo may be at most 5 MB.');
    const noTractor = await submit(DRIVER, { VehicleID: undefined, answers: good });
    expect(noTractor.status).toBe(400);
    expect(noTractor.body.fields.VehicleID).toBeTruthy();
    expect(await mySubmissionCount()).toBe(before);
  });

  it('keeps a form in progress for its owner only, checks its answers, and a retried submit of it answers the first submission', async () => {
    const started = await api('POST', '/form-drafts', { as: DRIVER, body: { formId, formVersion: 1, VehicleID: tractor } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { draftId } = started.body;
    const saved = await api('PUT', `/form-drafts/${draftId}`, { as: DRIVER, body: { answers: [{ fieldId: 'horn', value: true }], version: 1 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(2);
    const stale = await api('PUT', `/form-drafts/${draftId}`, { as: DRIVER, body: { answers: [], version: 1 } });
    expect(stale.status).toBe(409);
    const foreign = await api('PUT', `/form-drafts/${draftId}`, { as: DRIVER, body: { answers: [{ fieldId: 'nope', value: true }], version: 2 } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields['answers.nope']).toBeTruthy();
    expect((await api('PUT', `/form-drafts/${draftId}`, { as: OTHER, body: { answers: [], version: 2 } })).status).toBe(404);
    expect((await api('DELETE', `/form-drafts/${draftId}`, { as: OTHER })).status).toBe(404);
    expect((await api('GET', '/me/forms', { as: DRIVER })).body.drafts.map((d: { draftId: string }) => d.draftId)).toContain(draftId);

    const signature = await upload(DRIVER);
    const last = (await api('GET', `/tractors/${tractor}/last-inspection`, { as: DRIVER })).body;
    const body = { draftId, answers: answersFor(FIELDS, signature), ...(last.reviewRequired ? { priorReview: { submissionId: last.submission.submissionId, signatureKey: signature } } : {}) };
    const first = await submit(DRIVER, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await submit(DRIVER, body);
    expect(again.status).toBe(200);
    expect(again.body.submissionId).toBe(first.body.submissionId);
    expect((await api('GET', '/me/forms', { as: DRIVER })).body.drafts.map((d: { draftId: string }) => d.draftId)).not.toContain(draftId);
  });
});

describe("a tractor's inspection link", () => {
  it('opens only its tractor and DVIR, takes a visitor inspection under his name, and is 401 when forged, revoked, or missing (even with a staff token)', async () => {
    const own = await newTractor();
    const link = await api('POST', `/tractors/${own}/inspection-links`, { as: SHOP, body: {} });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const { token, linkId } = link.body;
    expect(token).toMatch(/^fil\./);
    const headers = { 'x-inspection-link': token };
    const view = await api('GET', '/inspection-link/form', { headers });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.tractor.VehicleID).toBe(own);
    expect(view.body.form.formType).toBe('DVIR');
    expect(JSON.stringify(view.body)).not.toContain('redmesa.test');

    expect((await api('GET', '/inspection-link/form', { as: SHOP })).status).toBe(401);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await api('GET', '/inspection-link/form', { headers: { 'x-inspection-link': forged } })).status).toBe(401);
    expect((await api('GET', '/inspection-link/form', { headers: { 'x-inspection-link': token.replace('fil.', 'fil.x') } })).status).toBe(401);

    const ticket = await api('POST', '/inspection-link/uploads', { headers, body: { contentType: 'image/jpeg', size: JPEG.length } });
    expect(ticket.status).toBe(201);
    expect(ticket.body.key).toContain(`/links/${linkId}/`);
    const signature = await storeImage(ticket.body);
    const fields = view.body.form.formFields as Field[];
    const body = { formId: view.body.form.formId, formVersion: view.body.form.formVersion, startedAt: new Date().toISOString(), inspectorName: 'Pat Yard', answers: answersFor(fields, signature) };
    const withTractor = await api('POST', '/inspection-link/submissions', { headers, body: { ...body, VehicleID: tractor } });
    expect(withTractor.status).toBe(400);
    const driverKey = await upload(DRIVER);
    const foreignKey = await api('POST', '/inspection-link/submissions', { headers, body: { ...body, answers: answersFor(fields, driverKey) } });
    expect(foreignKey.status).toBe(400);
    const done = await api('POST', '/inspection-link/submissions', { headers, body });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body).toMatchObject({ VehicleID: own, submittedByDisplayName: 'Pat Yard' });

    const listed = await api('GET', '/inspection-links', { as: SHOP });
    const row = listed.body.links.find((l: { linkId: string }) => l.linkId === linkId);
    expect(row).toMatchObject({ VehicleID: own, state: 'live' });
    expect(JSON.stringify(listed.body)).not.toContain(token.split('.')[3]);
    expect((await api('GET', '/inspection-links', { as: DRIVER })).status).toBe(403);
    expect((await api('POST', `/tractors/${own}/inspection-links`, { as: BLUE_RIDGE.owner, body: {} })).status).toBe(404);

    expect((await api('DELETE', `/inspection-links/${linkId}`, { as: SHOP })).status).toBe(200);
    const revoked = await api('GET', '/inspection-link/form', { headers });
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toMatch(/expired or was withdrawn/);
    expect((await api('POST', '/inspection-link/submissions', { headers, body })).status).toBe(401);
  });
});
