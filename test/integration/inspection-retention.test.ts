import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vinCheckDigit } from '#shared/fleet/vin';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';

/**
 * DVIR retention (49 CFR 396.11(a)(4)) on a cloud of this file's own: the test writes submissions completed
 * months ago straight to the table (the API only stores them as they are completed), then deletes them.
 */
const COMPANY = 'red-mesa-freight';
const OWNER = 'owner@redmesa.test';
const SHOP = 'shop@redmesa.test';
const DAY = 86_400_000;
let own: OwnCloud;
let tractor = '';

async function oldDvir(daysAgo: number, withDefect: boolean): Promise<string> {
  const { timeOrderedId } = await import('#lambdas/chat/ids');
  const { monthOf } = await import('#lambdas/data/month-partition');
  const { formSubmissionEntity } = await import('#lambdas/data/entities/form-submission');
  const { inspectionDefectEntity } = await import('#lambdas/data/entities/inspection-defect');
  const { refreshTractorDefects } = await import('#lambdas/inspections/defects/tractor-defects');
  const at = Date.now() - daysAgo * DAY;
  const submissionId = timeOrderedId(at);
  const completedAt = new Date(at).toISOString();
  await formSubmissionEntity().put({
    companyId: COMPANY, month: monthOf(at), submissionId, formId: 'old-dvir', formVersion: 1, formName: 'Old DVIR', formType: 'DVIR', formStatus: 'Completed',
    created: completedAt, startedAt: completedAt, completedAt, VehicleID: tractor, Domicile: 'PHX', category: '1004500', submittedByDisplayName: 'Jake Thornton',
    submittedByUid: 'driver', countOfFailedFormFields: withDefect ? 1 : 0, driverCommentCount: 0, unresolvedFaultCount: withDefect ? 1 : 0,
    formFields: [{ fieldId: 'horn', label: 'Horn', category: 'Cab', style: 'Pass / Fail', type: 'Tractor', hidden: false, valueKind: 'boolean', valueBoolean: !withDefect }],
  }).go();
  if (withDefect) {
    await inspectionDefectEntity().put({
      companyId: COMPANY, VehicleID: tractor, submissionId, fieldId: 'horn', state: 'open', label: 'Horn', category: 'Cab', formName: 'Old DVIR', completedAt,
      reportedBy: 'Jake Thornton', updatedAt: completedAt,
    }).go();
    await refreshTractorDefects(COMPANY, tractor);
  }
  return submissionId;
}

beforeAll(async () => {
  own = await startOwnCloud('inspection-retention-test-');
  tractor = `T${Date.now().toString(36).toUpperCase().slice(-5)}`;
  const base = '1M8GDM9A0KP123456';
  const created = await own.call(SHOP, 'POST', '/fleet/tractors', { VehicleID: tractor, Vin: `${base.slice(0, 8)}${vinCheckDigit(base)}${base.slice(9)}`, Domicile: 'PHX', Make: 'Mack', Model: 'Anthem' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}, 120_000);

afterAll(async () => {
  await own?.stop();
});

describe('DVIR retention', () => {
  it('refuses deleting a DVIR younger than 3 months, naming the day it may go', async () => {
    const submissionId = await oldDvir(60, false);
    const refused = await own.call(OWNER, 'DELETE', `/form-submissions/${submissionId}`);
    expect(refused.status).toBe(409);
    const { retainedUntil } = await import('#shared/forms/review-api');
    const { todayIn } = await import('#shared/dates/time-zone');
    const until = retainedUntil(todayIn('America/Phoenix', new Date(Date.now() - 60 * DAY)));
    expect(refused.body.message).toBe(`A DVIR must be kept for 3 months (until ${until}).`);
  });

  it('deletes a DVIR older than 3 months with its faults, and the tractor no longer counts them', async () => {
    const submissionId = await oldDvir(100, true);
    expect((await own.call(SHOP, 'GET', `/fleet/tractors/${tractor}`)).body.reportedDefectsCount).toBe(1);
    const deleted = await own.call(OWNER, 'DELETE', `/form-submissions/${submissionId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect((await own.call(SHOP, 'GET', `/form-submissions/${submissionId}`)).status).toBe(404);
    expect((await own.call(SHOP, 'GET', `/fleet/tractors/${tractor}`)).body.reportedDefectsCount).toBe(0);
    const { inspectionDefectEntity } = await import('#lambdas/data/entities/inspection-defect');
    expect((await inspectionDefectEntity().query.byTractor({ companyId: COMPANY, VehicleID: tractor }).go()).data).toEqual([]);
  });
});

describe("a tractor's inspection link when it expires", () => {
  it('opens the inspection until its expiry and answers 401 from then on, without reaching anything', async () => {
    const created = await own.call(SHOP, 'POST', `/tractors/${tractor}/inspection-links`, { expiresInDays: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { token, linkId } = created.body as { token: string; linkId: string };
    const viaLink = () => fetch(`${own.cloud.apiUrl}/inspection-link/form`, { headers: { 'x-inspection-link': token, 'x-app-version': '3.21.1' } });
    expect((await viaLink()).status).toBe(200);

    // A day has passed: the stored expiry is moved back (the API never shortens a link).
    const { inspectionLinkEntity } = await import('#lambdas/data/entities/inspection-link');
    const { data: link } = await inspectionLinkEntity().get({ companyId: COMPANY, linkId }).go();
    await inspectionLinkEntity().put({ ...link!, expiresAt: new Date(Date.now() - 1000).toISOString() }).go();

    const expired = await viaLink();
    expect(expired.status).toBe(401);
    expect(JSON.stringify(await expired.json())).not.toContain(tractor);
  });
});
