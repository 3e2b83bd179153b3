import type { CreateCompanyBody, CreatedCompany } from '#shared/signup/company-schema';
import { apiRequest } from './client.ts';

/** Spec createCompanyProfile: the signed-in user founds his company; his claims change on the server only. */
export function createCompany(body: CreateCompanyBody): Promise<CreatedCompany> {
  return apiRequest<CreatedCompany>('POST', '/companies', body);
}
