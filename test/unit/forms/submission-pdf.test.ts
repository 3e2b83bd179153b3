import { describe, expect, it } from 'vitest';
import type { FormSubmissionItem } from '#lambdas/data/entities/form-submission';
import { submissionFileName, submissionPdf } from '#lambdas/inspections/review/submission-pdf';
import type { ReviewField } from '#lambdas/inspections/review/submission-view';
import { pdfText } from '../../support/pdf-text.ts';


const submission = {
  companyId: 'c', month: '2026-03', submissionId: '0000000000000000000', formId: 'f', formVersion: 2, formName: 'Pre-trip DVIR', formType: 'DVIR', formStatus: 'Completed',
  created: '2026-03-09T13:00:00.000Z', startedAt: '2026-03-09T12:50:00.000Z', completedAt: '2026-03-09T13:00:00.000Z', VehicleID: '410201', Domicile: 'PHX', category: '1004500',
  submittedByDisplayName: 'Jake Thornton', submittedByUid: 'u', countOfFailedFormFields: 1, driverCommentCount: 1, formFields: [], unresolvedFaultCount: 0,
} as unknown as FormSubmissionItem;

const fields: ReviewField[] = [
  { fieldId: 'service-brakes', label: 'Service brakes', category: 'Brakes', style: 'Pass / Fail', type: 'Tractor', hidden: false, value: false, remarks: 'Left front chamber leaks',
    defectId: 'x.service-brakes', state: 'resolved', resolvedBy: 'Luis Ortega', resolvedAt: '2026-03-10T15:00:00.000Z', resolutionComment: 'Chamber replaced', repairCertification: 'repaired', repairCertifiedBy: 'Luis Ortega', maintenanceRecordId: 'DVIR-1' },
  { fieldId: 'horn', label: 'Horn', category: 'Cab', style: 'Pass / Fail', type: 'Tractor', hidden: false, value: true },
  { fieldId: 'office', label: 'Office only', category: 'Cab', style: 'Pass / Fail', type: 'Tractor', hidden: true, value: false },
];

describe('the submission PDF', () => {
  it('marks the failed item FAIL with its remarks, its resolution and certification, and leaves hidden questions out', () => {
    const text = pdfText(submissionPdf({ submission, fields, companyName: 'Red Mesa Freight Lines', images: new Map() }));
    expect(text).toContain('(Service brakes)');
    expect(text).toContain('(FAIL)');
    expect(text).toContain('(PASS)');
    expect(text).toContain('Remarks: Left front chamber leaks');
    expect(text).toContain('Resolved by Luis Ortega on 2026-03-10: repaired \\(certified by Luis Ortega\\), maintenance record DVIR-1.');
    expect(text).toContain('49 CFR 396.13');
    expect(text).not.toContain('Office only');
  });

  it('runs onto more pages when the questions do not fit one', () => {
    const many = Array.from({ length: 120 }, (_, i): ReviewField => ({ fieldId: `q${i}`, label: `Question ${i}`, category: `Part ${Math.floor(i / 10)}`, style: 'Pass / Fail', type: 'Tractor', hidden: false, value: true }));
    const pdf = Buffer.from(submissionPdf({ submission, fields: many, companyName: 'Red Mesa', images: new Map() })).toString('latin1');
    expect(Number(/\/Count (\d+)/.exec(pdf)![1])).toBeGreaterThan(2);
    expect(pdfText(Buffer.from(pdf, 'latin1'))).toContain('(Question 119)');
  });

  it('is named after the form, the tractor and the day', () => {
    expect(submissionFileName(submission)).toBe('Pre-trip DVIR-410201-2026-03-09.pdf');
    expect(submissionFileName({ ...submission, formName: 'A/B "x"', VehicleID: '' })).toBe('AB x-none-2026-03-09.pdf');
  });
});
