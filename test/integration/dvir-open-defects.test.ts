import { beforeAll, describe, expect, it } from 'vitest';
import { vinCheckDigit } from '#shared/fleet/vin';
import { STARTER_DVIR_FIELDS } from '#shared/forms/starter-dvir';
import { api, RED_MESA } from '../support/tokens.ts';

/**
 * §396.13 across DVIRs: a defect reported on one DVIR stays before every next driver of the tractor, on
 * the review and on the cab's QR link, until the shop resolves (certifies) it, whatever passing DVIRs follow.
 */
const SHOP = RED_MESA.shop;
const FIRST = RED_MESA.driver;
const NEXT = [RED_MESA.dispatch, RED_MESA.owner];
const stamp = Date.now().toString(36).toUpperCase();
const JPEG = Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==', 'base64');

type Answer = { fieldId: string; value?: boolean | number | string; remarks?: string; photos?: string[] };
interface ReviewBody { submission: { submissionId: string } | null; reviewRequired: boolean; defects: { submissionId: string; fieldId: string; state: string; reportedBy: string; remarks: string }[] }

let tractor = '';
let formId = '';

async function upload(as: string): Promise<string> {
  const ticket = await api('POST', '/form-uploads', { as, body: { contentType: 'image/jpeg', size: JPEG.length } });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }));
  expect((await fetch(ticket.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return ticket.body.key;
}

function answers(signatureKey: string, failHorn: boolean): Answer[] {
  return STARTER_DVIR_FIELDS.flatMap((f): Answer[] => {
    if (f.fieldId === 'horn' && failHorn) return [{ fieldId: 'horn', value: false, remarks: 'Horn silent' }];
    if (f.style === 'Pass / Fail') return [{ fieldId: f.fieldId, value: true }];
    if (f.style === 'Number') return [{ fieldId: f.fieldId, value: 250000 }];
    if (f.style === 'Signature') return [{ fieldId: f.fieldId, photos: [signatureKey] }];
    return [];
  });
}

/** A DVIR of the tractor by `as`, signing the review of the last one when it is asked for. */
async function dvir(as: string, failHorn: boolean): Promise<string> {
  const signature = await upload(as);
  const review = (await api('GET', `/tractors/${tractor}/last-inspection`, { as })).body as ReviewBody;
  const priorReview = review.reviewRequired ? { submissionId: review.submission!.submissionId, signatureKey: signature } : undefined;
  const stored = await api('POST', '/form-submissions', {
    as, body: { formId, formVersion: 1, VehicleID: tractor, startedAt: new Date().toISOString(), answers: answers(signature, failHorn), ...(priorReview ? { priorReview } : {}) },
  });
  expect(stored.status, JSON.stringify(stored.body)).toBe(201);
  return stored.body.submissionId;
}

async function review(as: string): Promise<ReviewBody> {
  const answer = await api('GET', `/tractors/${tractor}/last-inspection`, { as });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function hornDefect(failedId: string): Promise<{ defectId: string; version: number }> {
  const queue = await api('GET', '/defects?state=open,deferred', { as: SHOP });
  const row = (queue.body.tractors as { VehicleID: string; defects: { defectId: string; version: number }[] }[]).find((t) => t.VehicleID === tractor);
  const defect = row?.defects.find((d) => d.defectId === `${failedId}.horn`);
  expect(defect, JSON.stringify(row)).toBeTruthy();
  return defect!;
}

beforeAll(async () => {
  const digits = Math.floor(Math.random() * 1e6).toString().padStart(6, '0');
  const base = `1M8GDM9A0KP${digits}`;
  tractor = `D${stamp.slice(-4)}${Math.floor(Math.random() * 10)}`;
  const created = await api('POST', '/fleet/tractors', { as: SHOP, body: { VehicleID: tractor, Vin: `${base.slice(0, 8)}${vinCheckDigit(base)}${base.slice(9)}`, Domicile: 'PHX', Make: 'Freightliner', Model: 'Cascadia' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const form = await api('POST', '/forms', { as: SHOP, body: { formName: `Open defects DVIR ${stamp}`, formType: 'DVIR', formFields: STARTER_DVIR_FIELDS } });
  expect(form.status, JSON.stringify(form.body)).toBe(201);
  formId = form.body.formId;
  expect((await api('POST', `/forms/${formId}/publish`, { as: SHOP, body: { version: form.body.version } })).status).toBe(200);
});

describe('§396.13: a defect stays open for every next driver until it is certified repaired', () => {
  let failedId = '';
  let lastPassId = '';

  it('after a failed DVIR and two all-pass DVIRs by the next drivers, the open horn defect is still on the review, which is still required', async () => {
    failedId = await dvir(FIRST, true);
    await dvir(NEXT[0]!, false);
    lastPassId = await dvir(NEXT[1]!, false);
    const next = await review(FIRST);
    expect(next.submission?.submissionId).toBe(lastPassId);
    expect(next.reviewRequired).toBe(true);
    expect(next.defects).toEqual([expect.objectContaining({ submissionId: failedId, fieldId: 'horn', state: 'open', reportedBy: 'Jake Thornton', remarks: 'Horn silent' })]);
  });

  it("shows the same open defect on the tractor's QR link", async () => {
    const link = await api('POST', `/tractors/${tractor}/inspection-links`, { as: SHOP, body: {} });
    expect(link.status).toBe(201);
    const view = await api('GET', '/inspection-link/form', { headers: { 'x-inspection-link': link.body.token } });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.lastInspection).toMatchObject({ reviewRequired: true, submission: { submissionId: lastPassId } });
    expect(view.body.lastInspection.defects).toEqual([expect.objectContaining({ submissionId: failedId, fieldId: 'horn', state: 'open' })]);
  });

  it('refuses a DVIR that skips the review while the defect is open, and writes nothing', async () => {
    const signature = await upload(FIRST);
    const skipped = await api('POST', '/form-submissions', { as: FIRST, body: { formId, formVersion: 1, VehicleID: tractor, startedAt: new Date().toISOString(), answers: answers(signature, false) } });
    expect(skipped.status).toBe(400);
    expect(skipped.body.fields.priorReview).toBe('Review and sign the last inspection of this tractor before submitting.');
    expect((await review(FIRST)).submission?.submissionId).toBe(lastPassId);
  });

  it('a deferred defect is still shown, as deferred; once resolved it leaves the review and no review is asked', async () => {
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const open = await hornDefect(failedId);
    const deferred = await api('POST', `/tractors/${tractor}/defects/${open.defectId}/defer`, { as: SHOP, body: { reason: 'Horn on order', until, version: open.version } });
    expect(deferred.status, JSON.stringify(deferred.body)).toBe(200);
    await dvir(NEXT[0]!, false);
    const withDeferred = await review(FIRST);
    expect(withDeferred.reviewRequired).toBe(true);
    expect(withDeferred.defects).toEqual([expect.objectContaining({ submissionId: failedId, fieldId: 'horn', state: 'deferred' })]);

    const current = await hornDefect(failedId);
    const resolved = await api('POST', `/tractors/${tractor}/defects/${current.defectId}/resolve`, { as: SHOP, body: { comment: 'New horn relay', certification: 'repaired', version: current.version } });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    const after = await review(FIRST);
    expect(after.defects).toEqual([]);
    expect(after.reviewRequired).toBe(false);
  });
});
