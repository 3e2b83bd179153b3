import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';

/**
 * A company made before the starter DVIR existed gets it the first time its forms are read, once, however
 * many reads race for it. On a cloud of this file's own: the test removes Blue Ridge's DVIR forms from the table.
 */
const COMPANY = 'blue-ridge-carriers';
const OWNER = 'owner@blueridge.test';
const DRIVER = 'driver@blueridge.test';
let own: OwnCloud;

beforeAll(async () => {
  own = await startOwnCloud('starter-dvir-seeding-');
  const { formEntity } = await import('#lambdas/data/entities/form');
  const { data } = await formEntity().query.byFormId({ companyId: COMPANY }).go({ pages: 'all' });
  for (const f of data.filter((x) => x.formType === 'DVIR')) await formEntity().delete({ companyId: COMPANY, formId: f.formId }).go();
}, 180_000);

afterAll(async () => {
  await own?.stop();
});

describe('the starter DVIR for a company that has none', () => {
  it('is written once when eight reads of the forms (office list, Start inspection) come at the same moment', async () => {
    const reads = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? own.call(OWNER, 'GET', '/forms') : own.call(DRIVER, 'GET', '/me/forms'))));
    for (const r of reads) expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const r of reads) expect(r.body.forms.filter((f: { formType: string }) => f.formType === 'DVIR').map((f: { formId: string }) => f.formId)).toEqual(['starter-dvir']);
    const { formEntity } = await import('#lambdas/data/entities/form');
    const { formVersionEntity } = await import('#lambdas/data/entities/form-version');
    const { data } = await formEntity().query.byFormId({ companyId: COMPANY }).go({ pages: 'all' });
    expect(data.filter((f) => f.formType === 'DVIR')).toHaveLength(1);
    const versions = await formVersionEntity().query.byVersion({ companyId: COMPANY, formId: 'starter-dvir' }).go({ pages: 'all' });
    expect(versions.data.map((v) => v.formVersion)).toEqual([1]);
  });

  it('is not written again once the company made it another type of form', async () => {
    const form = (await own.call(OWNER, 'GET', '/forms/starter-dvir')).body;
    const changed = await own.call(OWNER, 'PUT', '/forms/starter-dvir', { formName: 'Yard check', formType: 'Inspection', formFields: form.formFields, requiredForTrips: false, version: form.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await own.call(OWNER, 'GET', '/forms');
    expect(after.body.forms.filter((f: { formType: string }) => f.formType === 'DVIR')).toEqual([]);
  });
});
