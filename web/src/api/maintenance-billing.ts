import type { BillingConnection, SyncAnswer } from '#shared/integrations/maintenance-billing';
import { apiRequest } from './client.ts';

/** connectCompanyMgba: the service provider of the saved FedEx client id. */
export const connectBilling = () => apiRequest<BillingConnection>('POST', '/maintenance-billing/connection', { confirm: true });

/** establishMbaSyncV2: always answers `{ok, code, message}` when the portal was tried. */
export const syncBilling = (forceRediscover: boolean) => apiRequest<SyncAnswer>('POST', '/maintenance-billing/sync', { forceRediscover });
