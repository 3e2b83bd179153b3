import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkAnswers } from '#shared/forms/answers';
import { computeFaultReport } from '#shared/forms/fault-report';
import { countOfFailedFormFields, driverCommentsOf, faultsOf, isDriverComment, isFault, unresolvedFaultsOf, type RuleField } from '#shared/forms/faults';
import { formFieldDef, type FormFieldDef } from '#shared/forms/form-fields';
import { FleetInputError } from '#shared/fleet/errors';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const passFail = (over: Partial<RuleField> = {}): RuleField => ({ label: 'Service brakes', category: 'Brakes', style: 'Pass / Fail', type: 'Tractor', hidden: false, value: false, ...over });
const comment = (value: RuleField['value']): RuleField => ({ label: 'Remarks', category: 'Remarks', style: 'Comment', type: 'General', hidden: false, value });

describe('the fault rule', () => {
  it('counts a shown Tractor Pass / Fail item answered false', () => {
    expect(isFault(passFail())).toBe(true);
    expect(isFault(passFail({ type: 'General' }))).toBe(true);
  });

  it('never counts a hidden item, a Trailer item or a passed item', () => {
    expect(isFault(passFail({ hidden: true }))).toBe(false);
    expect(isFault(passFail({ type: 'Trailer' }))).toBe(false);
    expect(isFault(passFail({ value: true }))).toBe(false);
  });

  it("reads the text 'false', 0, null and no answer as not failed: only the boolean false fails", () => {
    for (const value of ['false', 0, null, undefined, '']) expect(isFault(passFail({ value: value as RuleField['value'] })), String(value)).toBe(false);
  });

  it('ignores other styles answered false', () => {
    expect(isFault({ ...passFail(), style: 'Comment' })).toBe(false);
    expect(isFault({ ...passFail(), style: 'Text' })).toBe(false);
  });

  it('counts failed fields and keeps only the unresolved ones on the unresolved list', () => {
    const fields = [passFail({ fieldId: 'a' }), passFail({ fieldId: 'b', resolved: true }), passFail({ fieldId: 'c', type: 'Trailer' }), passFail({ fieldId: 'd', value: true })];
    expect(countOfFailedFormFields(fields)).toBe(2);
    expect(faultsOf(fields).map((f) => f.fieldId)).toEqual(['a', 'b']);
    expect(unresolvedFaultsOf(fields).map((f) => f.fieldId)).toEqual(['a']);
  });
});

describe('the driver comment rule', () => {
  it('takes a Comment with text, not an empty or whitespace one', () => {
    expect(isDriverComment(comment('Reefer noisy'))).toBe(true);
    expect(isDriverComment(comment(''))).toBe(false);
    expect(isDriverComment(comment('  \n\t '))).toBe(false);
    expect(isDriverComment(comment(undefined))).toBe(false);
  });

  it('takes a failed item with remarks, not one without, nor a passed item with remarks', () => {
    expect(isDriverComment(passFail({ remarks: 'Chamber leaking' }))).toBe(true);
    expect(isDriverComment(passFail())).toBe(false);
    expect(isDriverComment(passFail({ remarks: '   ' }))).toBe(false);
    expect(isDriverComment(passFail({ value: true, remarks: 'Checked twice' }))).toBe(false);
    expect(driverCommentsOf([passFail({ remarks: 'x' }), comment(' '), comment('y')]).map((f) => f.style)).toEqual(['Pass / Fail', 'Comment']);
  });
});

describe('fleet faults what-if', () => {
  it('explains each fault, comment and excluded Pass / Fail field of the example file', () => {
    const run = spawnSync('npx', ['tsx', 'bin/fleet.ts', 'faults', 'test/fixtures/fleet/faults.json'], { cwd: repoRoot, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.faults.map((f: any) => f.fieldId)).toEqual(['service-brakes', 'headlights', 'mirrors']);
    expect(result.countOfFailedFormFields).toBe(3);
    expect(result.unresolvedFaults.map((f: any) => f.fieldId)).toEqual(['service-brakes', 'mirrors']);
    expect(result.driverComments.map((c: any) => [c.fieldId, c.comment])).toEqual([
      ['service-brakes', 'Left front chamber leaking air'], ['office-check', 'Seen by office'], ['trailer-lights', 'Right marker out'], ['remarks', 'Reefer unit noisy at idle'],
    ]);
    expect(result.excluded.map((e: any) => [e.fieldId, e.reason.split(':')[0]])).toEqual([
      ['parking-brake', 'Passed'], ['horn', 'Not a fault'], ['office-check', 'Not a fault'], ['trailer-lights', 'Not a fault'], ['wipers', 'Not answered'],
    ]);
    expect(result.excluded.find((e: any) => e.fieldId === 'office-check').reason).toMatch(/hidden/);
    expect(result.excluded.find((e: any) => e.fieldId === 'trailer-lights').reason).toMatch(/Trailer/);
    expect(result.excluded.find((e: any) => e.fieldId === 'horn').reason).toMatch(/"false", not the boolean false/);
    for (const f of result.faults) expect(f.reason).toMatch(/^Fault: /);
  }, 30_000);

  it('refuses bad input naming the field, and exits 2 with nothing on standard output', () => {
    const run = spawnSync('npx', ['tsx', 'bin/fleet.ts', 'faults', '-'], { cwd: repoRoot, encoding: 'utf8', input: JSON.stringify({ formFields: [{ label: 'Horn', style: 'Pass / Fail', value: false }, { label: 'Wipers', style: 'Pass / Fail', hidden: 'yes' }] }) });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/formFields\[1\]\.hidden/);
  }, 30_000);

  it('names a missing label and a value that is an object', () => {
    expect(() => computeFaultReport({ formFields: [{ style: 'Comment' }] })).toThrow(/formFields\[0\]\.label/);
    expect(() => computeFaultReport({ formFields: [{ label: 'x', style: 'Comment', value: {} }] })).toThrow(FleetInputError);
    expect(() => computeFaultReport({})).toThrow(/formFields/);
  });
});

const question = (over: Partial<FormFieldDef> & Pick<FormFieldDef, 'fieldId' | 'label' | 'style'>): FormFieldDef => formFieldDef.parse({ category: 'Brakes', ...over });

describe('answers checked against a version', () => {
  const v1 = [
    question({ fieldId: 'brakes', label: 'Service brakes', style: 'Pass / Fail', required: true, remarksOnFail: true, photoOnFail: true }),
    question({ fieldId: 'odometer', label: 'Odometer', style: 'Number', min: 0, max: 3_000_000 }),
    question({ fieldId: 'sign', label: 'Driver signature', style: 'Signature', required: true }),
  ];

  it('keeps the wording of the version it was filled on after the draft changes', () => {
    const answers = [{ fieldId: 'brakes', value: false, remarks: 'Leak', photos: ['formSubmissions/c/p.jpg'] }, { fieldId: 'odometer', value: 120_000 }, { fieldId: 'sign', photos: ['formSubmissions/c/s.jpg'] }];
    const onV1 = checkAnswers(v1, answers, { complete: true });
    const draft = [{ ...v1[0]!, label: 'Brakes (all axles)' }, v1[2]!];
    expect(onV1.errors).toEqual({});
    expect(onV1.fields.map((f) => f.label)).toEqual(['Service brakes', 'Odometer', 'Driver signature']);
    expect(faultsOf(onV1.fields).map((f) => f.label)).toEqual(['Service brakes']);
    // The same answers against the changed draft: the removed question is refused, the new wording is copied.
    const onDraft = checkAnswers(draft, answers, { complete: true });
    expect(onDraft.errors['answers.odometer']).toMatch(/not on the version/);
    expect(onDraft.fields[0]!.label).toBe('Brakes (all axles)');
    expect(onV1.fields[0]!.label).toBe('Service brakes');
  });

  it('asks a failed item for the remarks and photo the form requires, and a required signature', () => {
    const { errors } = checkAnswers(v1, [{ fieldId: 'brakes', value: false }], { complete: true });
    expect(errors).toMatchObject({ 'answers.brakes.remarks': expect.any(String), 'answers.brakes.photos': expect.any(String), 'answers.sign': 'A signature is required.' });
  });

  it('refuses a number outside the safe range and a question not on the version', () => {
    const { errors } = checkAnswers(v1, [{ fieldId: 'odometer', value: -5 }, { fieldId: 'ghost', value: true }], { complete: false });
    expect(errors['answers.odometer']).toMatch(/safe range/);
    expect(errors['answers.ghost']).toMatch(/not on the version/);
  });

  it('does not require a hidden question nor count its false value as a fault', () => {
    const hidden = [question({ fieldId: 'office', label: 'Office', style: 'Pass / Fail', required: true, hidden: true, remarksOnFail: true })];
    const checked = checkAnswers(hidden, [{ fieldId: 'office', value: false }], { complete: true });
    expect(checked.errors).toEqual({});
    expect(faultsOf(checked.fields)).toEqual([]);
  });
});
