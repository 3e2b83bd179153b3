import { accountRoutes } from './account/routes.ts';
import { appRoutes } from './app/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { importRoutes } from './imports/routes.ts';
import { payrollRoutes } from './payroll/routes.ts';
import { settlementRoutes } from './settlements/routes.ts';
import type { RouteDef } from './route-types.ts';
import { uploadRoutes } from './uploads/routes.ts';

export { socketRoutes } from './realtime/routes.ts';

/**
 * Every HTTP call of the product, gathered from each domain's own list. The API stack makes one Lambda
 * per entry, the local gateway mounts the same entries, the security matrix test walks them and the
 * README's API table is generated from them. A route that is not here does not exist.
 */
export const routes: RouteDef[] = [...appRoutes, ...accountRoutes, ...companyRoutes, ...payrollRoutes, ...importRoutes, ...settlementRoutes, ...chatRoutes, ...uploadRoutes];
