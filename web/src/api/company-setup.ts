import type { CompanyProfileBody, CompanyProfileView } from '#shared/company/profile-schema';
import type { UsageView } from '#shared/company/usage';
import type { IntegrationView } from '#shared/integrations/systems';
import type { FeedKeyView } from '#shared/telematics/api';
import { apiRequest } from './client.ts';

export interface CompanySetup {
  profile: CompanyProfileView;
  integrations: IntegrationView[];
  feedKeys: FeedKeyView[];
}

export const getCompanySetup = () => apiRequest<CompanySetup>('GET', '/company/setup');
export const saveCompanyProfile = (body: CompanyProfileBody) => apiRequest<CompanyProfileView>('PUT', '/company/profile', body);
export const getCompanyUsage = (weeks: number) => apiRequest<UsageView>('GET', `/company/usage?weeks=${weeks}`);
