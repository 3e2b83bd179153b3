import { describe, expect, it } from 'vitest';
import { submitBody, uploadBody, linkSubmitBody } from '#shared/forms/fill-api';
import type { FormFieldDef } from '#shared/forms/form-fields';
import { formatLinkToken, parseLinkToken } from '#shared/forms/link-token';
import { alertText } from '#lambdas/inspections/fill/shop-alert';
import { linkState } from '#lambdas/inspections/links/link-tokens';
import { passFailPatch, patchAnswer, visibleByCategory } from '#web/features/forms/fill/answer-edit.ts';

const q = (fieldId: string, category: string, extra: Partial<FormFieldDef> = {}): FormFieldDef => ({
  fieldId, label: fieldId, category, style: 'Pass / Fail', type: 'Tractor', required: false, hidden: false, remarksOnFail: false, photoOnFail: false, outOfServiceOnFail: false, ...extra,
});

describe('answers as the filler edits them', () => {
  it('groups the visible questions by category in the order the form first names each, leaving hidden ones out', () => {
    const groups = visibleByCategory([q('a', 'Brakes'), q('b', 'Cab'), q('c', 'Brakes'), q('d', 'Office', { hidden: true })]);
    expect(groups.map((g) => [g.category, g.questions.map((x) => x.fieldId)])).toEqual([['Brakes', ['a', 'c']], ['Cab', ['b']]]);
  });

  it('a Pass drops the remarks and photos of an earlier Fail, and an emptied answer disappears', () => {
    const failed = patchAnswer([], 'brakes', { value: false, remarks: 'Leaks', photos: ['k1'] });
    expect(failed).toEqual([{ fieldId: 'brakes', value: false, remarks: 'Leaks', photos: ['k1'] }]);
    expect(patchAnswer(failed, 'brakes', passFailPatch(true))).toEqual([{ fieldId: 'brakes', value: true }]);
    expect(patchAnswer([{ fieldId: 'odometer', value: 5 }], 'odometer', { value: undefined })).toEqual([]);
  });

  it('keeps the other answers and their order when one changes', () => {
    const answers = [{ fieldId: 'a', value: true }, { fieldId: 'b', value: true }];
    expect(patchAnswer(answers, 'a', passFailPatch(false)).map((a) => [a.fieldId, a.value])).toEqual([['a', false], ['b', true]]);
  });
});

describe('inspection link tokens', () => {
  const parts = { companyId: 'red-mesa', linkId: 'a1b2c3d4e5f60718', secret: 'S'.repeat(43) };

  it('reads back the company, link and secret it was made of', () => {
    expect(parseLinkToken(formatLinkToken(parts))).toEqual(parts);
  });

  it('refuses another prefix, a short secret, extra parts or an overlong token', () => {
    expect(parseLinkToken(formatLinkToken(parts).replace('fil.', 'fdk.'))).toBeUndefined();
    expect(parseLinkToken(formatLinkToken({ ...parts, secret: 'short' }))).toBeUndefined();
    expect(parseLinkToken(`${formatLinkToken(parts)}.more`)).toBeUndefined();
    expect(parseLinkToken(`fil.${'x'.repeat(300)}`)).toBeUndefined();
  });

  it('is live until withdrawn or until its expiry time comes', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(linkState({ expiresAt: '2026-05-01T12:00:01Z' }, now)).toBe('live');
    expect(linkState({ expiresAt: '2026-05-01T12:00:00Z' }, now)).toBe('expired');
    expect(linkState({ expiresAt: 'not a date' }, now)).toBe('expired');
    expect(linkState({ expiresAt: '2027-01-01T00:00:00Z', revokedAt: '2026-04-01T00:00:00Z' }, now)).toBe('revoked');
  });
});

describe('submit and upload bodies', () => {
  it('refuses a photo over 5 MB at presign, naming size', () => {
    const parsed = uploadBody.safeParse({ contentType: 'image/jpeg', size: 10 * 1024 * 1024 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['size'], message: 'A photo may be at most 5 MB.' });
    expect(uploadBody.safeParse({ contentType: 'image/png', size: 100 }).success).toBe(false);
  });

  it('a link visitor cannot name a tractor and must give his name', () => {
    const base = { formId: 'f', formVersion: 1, startedAt: '2026-05-01T12:00:00Z', answers: [] };
    expect(linkSubmitBody.safeParse({ ...base, inspectorName: 'Pat' }).success).toBe(true);
    expect(linkSubmitBody.safeParse({ ...base, inspectorName: 'Pat', VehicleID: '410201' }).success).toBe(false);
    expect(linkSubmitBody.safeParse({ ...base, inspectorName: ' ' }).success).toBe(false);
    expect(submitBody.safeParse({ ...base, VehicleID: '410201' }).success).toBe(true);
  });
});

describe('the shop alert of a failed inspection', () => {
  it('names the tractor, each failed item with its remarks and who reported them', () => {
    const { subject, text } = alertText({
      companyId: 'c', VehicleID: '410201', formName: 'Pre-Trip Inspection (DVIR)', reportedBy: 'Jake Thornton',
      failedItems: [{ label: 'Service brakes', remarks: 'Leaks air', outOfService: true }, { label: 'Horn', outOfService: false }],
    });
    expect(subject).toBe('Failed inspection: tractor 410201, 2 defects');
    expect(text).toContain('Jake Thornton reported on the Pre-Trip Inspection (DVIR) of tractor 410201:');
    expect(text).toContain('- Service brakes (out of service): Leaks air');
    expect(text).toContain('- Horn');
  });
});
