import { describe, expect, it } from 'vitest';
import type { FormSubmissionItem } from '#lambdas/data/entities/form-submission';
import { submissionPdf } from '#lambdas/inspections/review/submission-pdf';
import { submissionPdfEn } from '#lambdas/inspections/review/submission-pdf-words/en';
import { submissionPdfEs } from '#lambdas/inspections/review/submission-pdf-words/es';
import type { ReviewField } from '#lambdas/inspections/review/submission-view';
import { pdfText } from '../../support/pdf-text.ts';

// The PDF writes á é í ó ú ñ as WinAnsi octal escapes (ú is \372), so the Spanish expectations carry them escaped.

const submission = {
  companyId: 'c', month: '2026-03', submissionId: '0000000000000000000', formId: 'f', formVersion: 2, formName: 'Pre-trip DVIR', formType: 'DVIR', formStatus: 'Completed',
  created: '2026-03-09T13:00:00.000Z', startedAt: '2026-03-09T12:50:00.000Z', completedAt: '2026-03-09T13:00:00.000Z', VehicleID: '410201', Domicile: 'PHX', category: '1004500',
  submittedByDisplayName: 'Jake Thornton', submittedByUid: 'u', countOfFailedFormFields: 1, driverCommentCount: 1, formFields: [], unresolvedFaultCount: 1,
} as unknown as FormSubmissionItem;

const fields: ReviewField[] = [
  { fieldId: 'service-brakes', label: 'Service brakes', category: 'Brakes', style: 'Pass / Fail', type: 'Tractor', hidden: false, value: false, remarks: 'Left front chamber leaks',
    defectId: 'x.service-brakes', state: 'open', outOfService: true },
  { fieldId: 'horn', label: 'Horn', category: 'Cab', style: 'Pass / Fail', type: 'Tractor', hidden: false, value: true },
  { fieldId: 'mirrors', label: 'Our own mirror check', category: 'Cab', style: 'Pass / Fail', type: 'Tractor', hidden: false, value: true },
];

const render = (language: 'en' | 'es') => pdfText(submissionPdf({ submission, fields, companyName: 'Red Mesa Freight Lines', images: new Map(), language }));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the submission PDF in the driver language', () => {
  it('prints a Spanish-speaking driver DVIR in Spanish, starter items translated and company-typed items as typed', () => {
    const text = render('es');
    expect(text).toContain('(FALLA)');
    expect(text).toContain('(BIEN)');
    expect(text).toContain('Frenos de servicio');
    expect(text).toContain('Claxon');
    expect(text).toContain('Observaciones: Left front chamber leaks');
    expect(text).toContain('Abierto: a\\372n sin reparar - FUERA DE SERVICIO.');
    expect(text).toContain('Our own mirror check');
    expect(text).toContain('49 CFR 396.13: no hab\\355a un reporte de inspecci\\363n');
    expect(text).not.toContain('(FAIL)');
    expect(text).not.toContain('Service brakes');
  });

  it('prints the same DVIR in English when the driver reads English', () => {
    const text = render('en');
    expect(text).toContain('(FAIL)');
    expect(text).toContain('(Service brakes)');
    expect(text).toContain('Open: not yet repaired - OUT OF SERVICE.');
    expect(text).not.toContain('FALLA');
    expect(text).not.toContain('Frenos');
  });

  it('has every English key in Spanish with the same placeholders', () => {
    expect(Object.keys(submissionPdfEs).sort()).toEqual(Object.keys(submissionPdfEn).sort());
    for (const [key, en] of Object.entries(submissionPdfEn)) {
      expect(placeholders(submissionPdfEs[key as keyof typeof submissionPdfEn]), key).toEqual(placeholders(en));
    }
  });
});
