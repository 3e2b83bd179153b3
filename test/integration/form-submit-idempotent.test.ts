import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';

/**
 * A submit is idempotent under the phone's draftId: retried, doubled at machine speed or replayed from a
 * queue, it answers the first submission and never writes a second; and a submitted form never comes back
 * as in progress, however late a start or a save of it arrives.
 */
const SHOP = RED_MESA.shop;
const DRIVER = RED_MESA.driver;
const stamp = Date.now().toString(36);
let formId = '';

const body = (draftId: string, text: string) => ({ formId, formVersion: 1, draftId, startedAt: new Date().toISOString(), answers: [{ fieldId: 'what', value: text }] });

async function mine(): Promise<{ submissions: string[]; drafts: string[] }> {
  const [subs, forms] = await Promise.all([api('GET', '/me/form-submissions', { as: DRIVER }), api('GET', '/me/forms', { as: DRIVER })]);
  return { submissions: subs.body.submissions.map((s: { submissionId: string }) => s.submissionId), drafts: forms.body.drafts.map((d: { draftId: string }) => d.draftId) };
}

beforeAll(async () => {
  const created = await api('POST', '/forms', {
    as: SHOP,
    body: { formName: `Cargo damage report ${stamp}`, formType: 'General', formFields: [{ fieldId: 'what', label: 'What is damaged?', style: 'Text', type: 'General', required: true }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  formId = created.body.formId;
  expect((await api('POST', `/forms/${formId}/publish`, { as: SHOP, body: { version: created.body.version } })).status).toBe(200);
});

describe('submitting a form is idempotent under the phone’s draftId', () => {
  it('two submits of one form at the same moment store one submission, and both answer it', async () => {
    const before = (await mine()).submissions.length;
    const draftId = randomUUID();
    const answers = await Promise.all([0, 1, 2].map(() => api('POST', '/form-submissions', { as: DRIVER, body: body(draftId, 'Two pallets crushed') })));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(300);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((a) => a.body.submissionId));
    expect(ids.size).toBe(1);
    const after = await mine();
    expect(after.submissions.length).toBe(before + 1);
    expect(after.submissions).toContain([...ids][0]);
  });

  it('a retry after the submit answers the first, even with other answers, and writes nothing', async () => {
    const draftId = randomUUID();
    const first = await api('POST', '/form-submissions', { as: DRIVER, body: body(draftId, 'Door dented') });
    expect(first.status).toBe(201);
    const before = (await mine()).submissions.length;
    const retry = await api('POST', '/form-submissions', { as: DRIVER, body: body(draftId, 'Something else') });
    expect(retry.status).toBe(200);
    expect(retry.body.submissionId).toBe(first.body.submissionId);
    expect(retry.body.formFields[0].value).toBe('Door dented');
    expect((await mine()).submissions.length).toBe(before);
  });

  it('a form in progress under the phone’s key: started twice is one draft; after its submit a late start is refused and a late save finds nothing, so it never shows as in progress', async () => {
    const draftId = randomUUID();
    const start = { formId, formVersion: 1, draftId };
    const started = await api('POST', '/form-drafts', { as: DRIVER, body: start });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.draftId).toBe(draftId);
    const again = await api('POST', '/form-drafts', { as: DRIVER, body: start });
    expect(again.status).toBe(200);
    expect((await mine()).drafts.filter((d) => d === draftId)).toHaveLength(1);

    const submitted = await api('POST', '/form-submissions', { as: DRIVER, body: body(draftId, 'Seal broken') });
    expect(submitted.status).toBe(201);
    expect((await mine()).drafts).not.toContain(draftId);
    const lateStart = await api('POST', '/form-drafts', { as: DRIVER, body: start });
    expect(lateStart.status).toBe(409);
    expect(lateStart.body.message).toBe('This form was already submitted.');
    const lateSave = await api('PUT', `/form-drafts/${draftId}`, { as: DRIVER, body: { answers: [{ fieldId: 'what', value: 'Seal broken' }], version: 1 } });
    expect(lateSave.status).toBe(404);
    expect((await mine()).drafts).not.toContain(draftId);
  });

  it('a start racing the submit never leaves the form in progress', async () => {
    const draftId = randomUUID();
    const [submitted, started] = await Promise.all([
      api('POST', '/form-submissions', { as: DRIVER, body: body(draftId, 'Strap torn') }),
      api('POST', '/form-drafts', { as: DRIVER, body: { formId, formVersion: 1, draftId } }),
    ]);
    expect(submitted.status).toBe(201);
    expect([201, 409]).toContain(started.status);
    expect((await mine()).drafts).not.toContain(draftId);
  });

  it('another person’s same draftId is his own key: it neither finds nor blocks the driver’s submission', async () => {
    const draftId = randomUUID();
    const driver = await api('POST', '/form-submissions', { as: DRIVER, body: body(draftId, 'Forklift scrape') });
    const shop = await api('POST', '/form-submissions', { as: SHOP, body: body(draftId, 'Forklift scrape') });
    expect(driver.status).toBe(201);
    expect(shop.status).toBe(201);
    expect(shop.body.submissionId).not.toBe(driver.body.submissionId);
  });

  it('an image uploaded under the phone’s imageId lands on the same key when replayed; a bad imageId is refused naming it', async () => {
    const imageId = randomUUID();
    const first = await api('POST', '/form-uploads', { as: DRIVER, body: { imageId, contentType: 'image/jpeg', size: 100 } });
    const replay = await api('POST', '/form-uploads', { as: DRIVER, body: { imageId, contentType: 'image/jpeg', size: 100 } });
    expect(first.status).toBe(201);
    expect(replay.body.key).toBe(first.body.key);
    expect(first.body.key).toMatch(new RegExp(`/${imageId}\\.jpg$`));
    const bad = await api('POST', '/form-uploads', { as: DRIVER, body: { imageId: '../x', contentType: 'image/jpeg', size: 100 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.imageId).toBe('The image id is a UUID.');
  });
});
