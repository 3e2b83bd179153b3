import type { RouteDef } from '#lambdas/route-types';

const OWNER = 1;

/** Company setup: the profile, feed key rotation and the usage analytics. */
export const companySetupRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/company/setup', handler: 'company-setup/get-setup', minRole: OWNER, scope: 'company',
    summary: 'The setup page: the company profile (never a credential), its outside systems and feed keys', replaces: 'POST requestCompanyContactProfile',
    access: { table: 'read' },
  },
  {
    method: 'PUT', path: '/company/profile', handler: 'company-setup/update-profile', minRole: OWNER, scope: 'company',
    summary: 'Change the profile (name, e-mail, address, time zone, account and timekeeping switches, fuel card mailboxes) at the version read; support is told which fields changed',
    replaces: 'POST updateCompanyProfile', access: { table: 'readWrite', alerts: true },
  },
  {
    method: 'POST', path: '/telematics/keys/{keyId}/rotation', handler: 'telematics/keys/rotate-key', minRole: OWNER, scope: 'company',
    summary: 'Replace a feed key: the new key is shown once, the old one keeps working for 24 hours', access: { table: 'readWrite' },
  },
  {
    method: 'GET', path: '/company/usage', handler: 'company-setup/get-usage', minRole: OWNER, scope: 'company',
    summary: 'Pages opened by role, week by week (1 to 26 weeks, 12 by default), from the navigation log', access: { table: 'read' },
  },
];
