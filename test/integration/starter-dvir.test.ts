import { beforeAll, describe, expect, it } from 'vitest';
import { STARTER_DVIR_NAME } from '#shared/forms/starter-dvir';
import { freshCompany, type FreshCompany } from '../support/fresh-company.ts';
import { api } from '../support/tokens.ts';

/** A new company starts with a ready DVIR (49 CFR 396.11(a)(1)), on Company Forms, for Start inspection, and in Getting started. */
let fresh: FreshCompany;
const as = () => ({ token: fresh.owner.idToken });

const REQUIRED_ITEMS = [/service brakes/i, /trailer brake connections/i, /parking brake/i, /steering/i, /lights/i, /reflectors/i, /tires/i, /horn/i, /wipers/i, /mirrors/i, /coupling/i, /wheels.*rims/i, /emergency equipment/i];

beforeAll(async () => {
  fresh = await freshCompany('starter-dvir');
}, 60_000);

describe('a new company’s starter DVIR', () => {
  it('is on Company Forms, published, with every §396.11(a)(1) item as Pass / Fail with remarks, the odometer, remarks and the signature', async () => {
    const forms = await api('GET', '/forms', as());
    expect(forms.status).toBe(200);
    const dvirs = forms.body.forms.filter((f: { formType: string }) => f.formType === 'DVIR');
    expect(dvirs).toEqual([expect.objectContaining({ formId: 'starter-dvir', formName: STARTER_DVIR_NAME, state: 'published', publishedVersion: 1, requiredForTrips: true })]);
    const form = await api('GET', '/forms/starter-dvir', as());
    const fields = form.body.formFields as { label: string; style: string; remarksOnFail: boolean; type: string }[];
    const items = fields.filter((f) => f.style === 'Pass / Fail' && f.type === 'Tractor');
    for (const item of REQUIRED_ITEMS) expect(items.some((f) => item.test(f.label) && f.remarksOnFail), String(item)).toBe(true);
    expect(fields.map((f) => f.style)).toEqual(expect.arrayContaining(['Number', 'Comment', 'Signature']));
  });

  it('is what Start inspection offers, and the company may edit it like its own', async () => {
    const mine = await api('GET', '/me/forms', as());
    expect(mine.body.forms.find((f: { formType: string }) => f.formType === 'DVIR')).toMatchObject({ formId: 'starter-dvir', publishedVersion: 1 });
    const form = (await api('GET', '/forms/starter-dvir', as())).body;
    const saved = await api('PUT', '/forms/starter-dvir', { ...as(), body: { formName: 'Our DVIR', formType: 'DVIR', formFields: form.formFields, requiredForTrips: true, version: form.version } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await api('GET', '/forms', as())).body.forms.filter((f: { formType: string }) => f.formType === 'DVIR')).toHaveLength(1);
  });

  it('is a step of Getting started linking to it in the form builder, done once the company saved it', async () => {
    const checklist = await api('GET', '/helpdesk/checklist', as());
    expect(checklist.body.steps.find((s: { step: string }) => s.step === 'dvir-form')).toEqual({ step: 'dvir-form', done: true, path: '/admin-forms?formId=starter-dvir' });
  });
});
