import type { AccessPattern } from './access-patterns.ts';

/** Company forms, their frozen versions, submissions and the faults they report, from report to repair. */
export const INSPECTION_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'form', readers: 'form builder list, a form\'s draft, the forms a driver may fill', pk: ['companyId'], sk: ['formId'], indexes: [], volumePerYear: '~20 (forms of a company)', grows: false },
  { entity: 'formVersion', readers: 'filling a form (its current version), review and PDF of a submission (the version it was filled on)', pk: ['companyId', 'formId'], sk: ['formVersion'], indexes: [], volumePerYear: '~50 (a few publications a form)', grows: true },
  { entity: 'formSubmission', readers: 'inspection lists between two dates (month partitions), a submission by id (its month is in the id), a tractor\'s inspections and last DVIR (gsi1), a driver\'s own (gsi2)', pk: ['companyId', 'month'], sk: ['submissionId'], indexes: ['gsi1: companyId, VehicleID / submissionId', 'gsi2: companyId, category / submissionId'], volumePerYear: '~130,000 (250 drivers × 2 inspections a day × 260)', grows: true },
  { entity: 'formDraft', readers: 'a person\'s forms in progress; a tractor\'s requiredFormsInProgress (gsi1)', pk: ['companyId', 'ownerUid'], sk: ['draftId'], indexes: ['gsi1: companyId, VehicleID / startedAt, draftId'], volumePerYear: '~130,000 written, a few hundred alive (removed on submit)', grows: true },
  { entity: 'formSubmitReceipt', readers: 'a submit, start or retry under the phone\'s draftId finds the submission already made under it', pk: ['companyId', 'ownerUid', 'draftId'], sk: [], indexes: [], volumePerYear: '~130,000 (one a submission from the app)', grows: true },
  { entity: 'inspectionDefect', readers: 'a tractor\'s faults and counts, the shop\'s repair queue by state (gsi1), a tractor\'s open and deferred faults for the next driver\'s review (gsi1)', pk: ['companyId', 'VehicleID'], sk: ['submissionId', 'fieldId'], indexes: ['gsi1: companyId, state / VehicleID, submissionId, fieldId'], volumePerYear: '~6,000 (a fault in ~5% of inspections, ~1 each)', grows: true },
  { entity: 'inspectionLink', readers: 'inspection links of the company, one link by id (the visitor\'s key)', pk: ['companyId'], sk: ['linkId'], indexes: [], volumePerYear: '~200 (a link a tractor, renewed yearly)', grows: false },
];
