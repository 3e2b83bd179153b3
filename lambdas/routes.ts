import { accountRoutes } from './account/routes.ts';
import { appRoutes } from './app/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { documentRoutes } from './documents/routes.ts';
import { fleetRoutes } from './fleet/routes.ts';
import { formRoutes } from './forms/routes.ts';
import { importRoutes } from './imports/routes.ts';
import { dataImportRoutes } from './imports/data-import-routes.ts';
import { formFillRoutes, inspectionReviewRoutes } from './inspections/routes.ts';
import { maintenanceRoutes } from './maintenance/routes.ts';
import { payrollRoutes } from './payroll/routes.ts';
import { settlementRoutes } from './settlements/routes.ts';
import { inStack, type RouteDef, type StackedRoute } from './route-types.ts';
import { telematicsRoutes } from './telematics/routes.ts';
import { scheduleRoutes } from './schedules/routes.ts';
import { timekeepingRoutes } from './timekeeping/routes.ts';
import { tripRoutes } from './trips/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { ivmrRoutes } from './reports/ivmr/routes.ts';
import { fuelTaxRoutes } from './reports/fuel/routes.ts';
import { dashboardRoutes } from './reports/dashboard/routes.ts';
import { mmrRoutes } from './reports/mmr/routes.ts';
import { companyReportRoutes } from './reports/company/routes.ts';
import { integrationRoutes } from './integrations/routes.ts';
import { signupRoutes } from './signup/routes.ts';
import { addressBookRoutes } from './address-book/routes.ts';
import { accountsRoutes } from './accounts/routes.ts';
import { bookmarkRoutes } from './bookmarks/routes.ts';
import { companySetupRoutes } from './company-setup/routes.ts';
import { settlementPortalRoutes } from './integrations/settlement-portal/routes.ts';
import { maintenanceBillingRoutes } from './integrations/maintenance-billing/routes.ts';
import { helpdeskRoutes } from './helpdesk/routes.ts';
import { safetyRoutes } from './integrations/safety/routes.ts';
import { oauthRoutes } from './integrations/oauth/routes.ts';

export { socketRoutes } from './realtime/routes.ts';

/**
 * Every HTTP call of the product, gathered from each domain's own list. The API stack makes one Lambda
 * per entry, the local gateway mounts the same entries, the security matrix test walks them and the
 * README's API table is generated from them. A route that is not here does not exist.
 *
 * Each list names the nested stack that holds its routes (README "Deploy"): a route keeps its stack for
 * good, so a new route goes to a stack with room, or a new one, and existing names never change.
 */
export const routes: StackedRoute[] = [
  ...inStack('app', appRoutes),
  ...inStack('account', accountRoutes),
  ...inStack('company', companyRoutes),
  ...inStack('payroll', payrollRoutes),
  ...inStack('imports', importRoutes),
  ...inStack('settlements', settlementRoutes),
  ...inStack('chat', chatRoutes),
  ...inStack('uploads', uploadRoutes),
  ...inStack('fleet', fleetRoutes),
  ...inStack('telematics', telematicsRoutes),
  ...inStack('maintenance', maintenanceRoutes),
  ...inStack('documents', documentRoutes),
  ...inStack('forms', formRoutes),
  ...inStack('submissions', formFillRoutes),
  ...inStack('inspections', inspectionReviewRoutes),
  ...inStack('timekeeping', timekeepingRoutes),
  ...inStack('schedules', scheduleRoutes),
  ...inStack('trips', tripRoutes),
  ...inStack('data-imports', dataImportRoutes),
  ...inStack('ivmr', ivmrRoutes),
  ...inStack('fuel-tax', fuelTaxRoutes),
  ...inStack('dashboard', dashboardRoutes),
  ...inStack('mmr', mmrRoutes),
  ...inStack('company-reports', companyReportRoutes),
  ...inStack('integrations', integrationRoutes),
  ...inStack('signup', signupRoutes),
  ...inStack('address-book', addressBookRoutes),
  ...inStack('accounts', accountsRoutes),
  ...inStack('bookmarks', bookmarkRoutes),
  ...inStack('company-setup', companySetupRoutes),
  ...inStack('settlement-portal', settlementPortalRoutes),
  ...inStack('maintenance-billing', maintenanceBillingRoutes),
  ...inStack('helpdesk', helpdeskRoutes),
  ...inStack('safety', safetyRoutes),
  ...inStack('oauth', oauthRoutes),
];

const routesByKey = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));

/** The route table entry of an API Gateway route key (`GET /payruns/{id}`), looked up once per request step without a scan. */
export function routeOfKey(routeKey: string): RouteDef | undefined {
  return routesByKey.get(routeKey);
}
