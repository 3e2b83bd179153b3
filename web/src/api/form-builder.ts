import type { AnswerBody } from '#shared/forms/answers';
import type { FormBody, FormDetail, FormSummary, FormTestResult, FormUpdateBody, TemplateLink } from '#shared/forms/form-api';
import { apiRequest } from './client.ts';

const path = (formId: string, rest = '') => `/forms/${encodeURIComponent(formId)}${rest}`;

/** The company forms of the builder (/form-tools, /admin-forms, /form-testing, /FORM-Template). */
export const formBuilderApi = {
  list: () => apiRequest<{ forms: FormSummary[] }>('GET', '/forms').then((a) => a.forms),
  get: (formId: string) => apiRequest<FormDetail>('GET', path(formId)),
  create: (body: FormBody) => apiRequest<FormDetail>('POST', '/forms', body),
  save: (formId: string, body: FormUpdateBody) => apiRequest<FormDetail>('PUT', path(formId), body),
  publish: (formId: string, version: number) => apiRequest<FormDetail>('POST', path(formId, '/publish'), { version }),
  duplicate: (formId: string) => apiRequest<FormDetail>('POST', path(formId, '/duplicate')),
  archive: (formId: string, archived: boolean) => apiRequest<FormDetail>('POST', path(formId, '/archive'), { archived }),
  test: (formId: string, answers: AnswerBody[]) => apiRequest<FormTestResult>('POST', path(formId, '/test'), { answers }),
  templateLink: (formId: string, version?: number) => apiRequest<TemplateLink>('POST', path(formId, `/template-link${version ? `?version=${version}` : ''}`)),
};

export const formBuilderKeys = {
  all: ['forms'] as const,
  list: ['forms', 'list'] as const,
  form: (formId: string) => ['forms', 'form', formId] as const,
};
