import { ANY_SIGNED_IN, type RouteDef } from '#lambdas/route-types';

/** Inspection review and the shop's repair queue: up to the shop manager (role ≤ 4). */
const SHOP = 4;
/** The mobile Service Manager extras: numeric role below 9 (spec part 1 §2.3). */
const FLEET = 8;
const PAYROLL_MANAGER = 2;
const READ = { table: 'read' } as const;
const WRITE = { table: 'readWrite' } as const;
const READ_FILES = { table: 'read', uploads: 'read' } as const;
const WRITE_FILES = { table: 'readWrite', uploads: 'readWrite' } as const;

/** Filling forms and inspections: drafts, photo and signature uploads, submissions, the cab's inspection link. */
export const formFillRoutes: RouteDef[] = [
  {
    method: 'POST', path: '/form-uploads', handler: 'inspections/fill/create-upload', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "Presigned upload of a photo or signature (JPEG, at most 5 MB) under the company's formSubmissions path", access: WRITE_FILES,
  },
  {
    method: 'POST', path: '/form-drafts', handler: 'inspections/fill/start-draft', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "Start filling a form (shown on the tractor's forms in progress)", access: WRITE,
  },
  {
    method: 'PUT', path: '/form-drafts/{draftId}', handler: 'inspections/fill/save-draft', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "Save the answers so far of the caller's own form in progress", access: WRITE,
  },
  {
    method: 'DELETE', path: '/form-drafts/{draftId}', handler: 'inspections/fill/discard-draft', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "Discard the caller's own form in progress", access: WRITE,
  },
  {
    method: 'POST', path: '/form-submissions', handler: 'inspections/fill/submit-form', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: 'Submit a filled form on its published version; faults land on the tractor and a failed inspection alerts the shop',
    replaces: 'formSubmissions', access: { ...WRITE_FILES, alerts: true, sockets: true },
  },
  {
    method: 'GET', path: '/me/form-submissions', handler: 'inspections/fill/my-submissions', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "The caller's own recent submissions", access: READ,
  },
  {
    method: 'GET', path: '/me/inspections', handler: 'inspections/fill/my-inspections', minRole: FLEET, scope: 'own', owner: 'caller',
    summary: "The caller's own DVIRs of the last 90 days, newest first (each one's PDF at /form-submissions/{submissionId}/pdf)", access: READ,
  },
  {
    method: 'GET', path: '/tractors/{vehicleId}/last-inspection', handler: 'inspections/fill/last-inspection', minRole: ANY_SIGNED_IN, scope: 'company',
    summary: "§396.13: the tractor's last DVIR with its defects and repair certifications, for the next driver to review and sign", access: READ_FILES,
  },
  {
    method: 'POST', path: '/tractors/{vehicleId}/inspection-links', handler: 'inspections/links/create-link', minRole: SHOP, scope: 'company',
    summary: "A signed, expiring link to the tractor's inspection for the cab's QR code (/inspection-form)", access: WRITE,
  },
  {
    method: 'GET', path: '/inspection-links', handler: 'inspections/links/list-links', minRole: SHOP, scope: 'company',
    summary: "The company's tractor inspection links, live and revoked (never their secrets)", access: READ,
  },
  {
    method: 'DELETE', path: '/inspection-links/{linkId}', handler: 'inspections/links/revoke-link', minRole: SHOP, scope: 'company',
    summary: 'Revoke a tractor inspection link', access: WRITE,
  },
  {
    ownFunction: true,
    method: 'GET', path: '/inspection-link/form', handler: 'inspections/links/link-form', minRole: 'public', scope: 'public',
    summary: "Through a tractor's signed link (x-inspection-link header): that tractor, its DVIR form and last DVIR, nothing else",
    // Writes the link's lastUsedAt (at most once a minute).
    access: { table: 'readWrite', uploads: 'read' },
  },
  {
    ownFunction: true,
    method: 'POST', path: '/inspection-link/uploads', handler: 'inspections/links/link-upload', minRole: 'public', scope: 'public',
    summary: "Through a tractor's signed link: presigned upload of a photo or signature", access: WRITE_FILES,
  },
  {
    ownFunction: true,
    method: 'POST', path: '/inspection-link/submissions', handler: 'inspections/links/link-submit', minRole: 'public', scope: 'public',
    summary: "Through a tractor's signed link: submit that tractor's inspection under the visitor's given name", access: { ...WRITE_FILES, alerts: true, sockets: true },
  },
];

/** Reviewing submissions and faults, from report to repair. */
export const inspectionReviewRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/form-submissions', handler: 'inspections/review/list-submissions', minRole: SHOP, scope: 'company',
    summary: 'Submissions between exactly two dates, by tractor, driver, form and status, with their fault counts', replaces: 'formSubmissions (date range)', access: READ,
  },
  {
    method: 'GET', path: '/form-submissions/{submissionId}', handler: 'inspections/review/get-submission', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'submission',
    summary: "A submission with its version's questions and each fault's resolution; a driver only his own", access: READ_FILES,
  },
  {
    method: 'GET', path: '/form-submissions/{submissionId}/pdf', handler: 'inspections/review/get-submission-pdf', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'submission',
    summary: 'The submission as a PDF made on the server, named after the form; a driver only his own', replaces: 'formSubmission2pdf', access: READ_FILES,
  },
  {
    method: 'DELETE', path: '/form-submissions/{submissionId}', handler: 'inspections/review/delete-submission', minRole: PAYROLL_MANAGER, scope: 'company',
    summary: 'Delete a submission; a DVIR younger than 3 months is refused (49 CFR 396.11)', access: WRITE_FILES,
  },
  {
    method: 'GET', path: '/defects', handler: 'inspections/review/list-defects', minRole: SHOP, scope: 'company',
    summary: "The shop's repair queue: open and deferred faults (or resolved ones) by tractor, with the tractors' maintenance in progress and 5-minute photo links", access: READ_FILES,
  },
  {
    method: 'POST', path: '/tractors/{vehicleId}/defects/{defectId}/resolve', handler: 'inspections/review/resolve-defect', minRole: SHOP, scope: 'company',
    summary: 'Resolve a fault: comment, images, the repair as a new or linked maintenance record, and its certification', access: WRITE_FILES,
  },
  {
    method: 'POST', path: '/tractors/{vehicleId}/defects/{defectId}/defer', handler: 'inspections/review/defer-defect', minRole: SHOP, scope: 'company',
    summary: 'Defer a fault with a reason until a date (an out-of-service fault cannot be deferred)', access: WRITE,
  },
  {
    method: 'PATCH', path: '/tractors/{vehicleId}/defects/{defectId}', handler: 'inspections/review/mark-defect', minRole: SHOP, scope: 'company',
    summary: 'Mark a fault out of service (the tractor is out of service until it is resolved) or not', access: WRITE,
  },
  {
    method: 'POST', path: '/defect-uploads', handler: 'inspections/review/create-resolution-upload', minRole: SHOP, scope: 'company',
    summary: 'Presigned upload of a repair photo (JPEG, at most 5 MB)', access: WRITE_FILES,
  },
  {
    method: 'GET', path: '/tractors/{vehicleId}/inspections', handler: 'inspections/review/tractor-inspections', minRole: FLEET, scope: 'company',
    summary: "A tractor's inspections, 10 a page newest first, with its unresolved faults and prior-7-day fault submissions", access: READ,
  },
  {
    method: 'GET', path: '/me/reported-defects', handler: 'inspections/review/my-reported-defects', minRole: FLEET, scope: 'own', owner: 'caller',
    summary: "Open and deferred faults of the caller's current tractor and of his domicile's tractors, with 5-minute photo links", access: READ_FILES,
  },
  {
    method: 'GET', path: '/inspections/summary', handler: 'inspections/review/inspection-summary', minRole: SHOP, scope: 'company',
    summary: 'Between two dates, per domicile and tractor: inspections, failed ones, faults reported, open and deferred', access: READ,
  },
];
