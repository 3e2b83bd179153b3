import { ANY_SIGNED_IN, type RouteDef } from '#lambdas/route-types';

/** The form builder is the office's (page audience `office`, role ≤ 4). */
const FORM_STAFF = 4;
const READ = { table: 'read' } as const;
const WRITE = { table: 'readWrite' } as const;

/** Company forms: the builder, its versions and the forms a person is asked to fill (spec part 2 §3 `forms`). */
export const formRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/forms', handler: 'forms/builder/list-forms', minRole: FORM_STAFF, scope: 'company',
    // Writes the starter DVIR, once, for a company that has no DVIR form.
    summary: 'Every form of the company with its state, type and latest published version (the starter DVIR seeded first when it has no DVIR form)', replaces: 'forms', access: WRITE,
  },
  {
    method: 'POST', path: '/forms', handler: 'forms/builder/create-form', minRole: FORM_STAFF, scope: 'company',
    summary: 'Create a form as a draft (name, type, questions, whether trips need it)', access: WRITE,
  },
  {
    method: 'GET', path: '/forms/{formId}', handler: 'forms/builder/get-form', minRole: FORM_STAFF, scope: 'company',
    summary: "A form's draft questions, state and published versions", access: READ,
  },
  {
    method: 'PUT', path: '/forms/{formId}', handler: 'forms/builder/update-form', minRole: FORM_STAFF, scope: 'company',
    summary: "Save a form's draft (name, type, questions, trip requirement; version lock)", access: WRITE,
  },
  {
    method: 'POST', path: '/forms/{formId}/publish', handler: 'forms/builder/publish-form', minRole: FORM_STAFF, scope: 'company',
    summary: 'Publish the draft as a new frozen version; later submissions are filled on it', access: WRITE,
  },
  {
    method: 'POST', path: '/forms/{formId}/duplicate', handler: 'forms/builder/duplicate-form', minRole: FORM_STAFF, scope: 'company',
    summary: 'Copy a form into a new draft', access: WRITE,
  },
  {
    method: 'POST', path: '/forms/{formId}/archive', handler: 'forms/builder/archive-form', minRole: FORM_STAFF, scope: 'company',
    summary: 'Archive a form (nobody is asked to fill it; its submissions stay) or bring it back', access: WRITE,
  },
  {
    method: 'POST', path: '/forms/{formId}/test', handler: 'forms/builder/test-form', minRole: FORM_STAFF, scope: 'company',
    summary: 'Check answers against the draft exactly as a submission would be checked, storing nothing (/form-testing)', access: READ,
  },
  {
    method: 'POST', path: '/forms/{formId}/template-link', handler: 'forms/builder/create-template-link', minRole: FORM_STAFF, scope: 'company',
    summary: 'A blank form as a PDF behind a signed link that expires in 15 minutes (/FORM-Template)',
    access: { table: 'read', uploads: 'readWrite' },
  },
  {
    method: 'GET', path: '/forms/{formId}/versions/{formVersion}', handler: 'forms/builder/get-form-version', minRole: ANY_SIGNED_IN, scope: 'company',
    summary: 'The questions of one published version of a form', access: READ,
  },
  {
    method: 'GET', path: '/me/forms', handler: 'forms/fill/my-forms', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    // Writes the starter DVIR, once, for a company that has no DVIR form.
    summary: "The forms the caller may fill (required for trips first, with their current version; the starter DVIR seeded first when the company has no DVIR form) and his forms in progress", access: WRITE,
  },
];
