import type { ImportHistoryView } from '#shared/payroll-api/statement';
import type { PortalImport, PortalRetry } from '#shared/integrations/settlement';
import { apiRequest } from './client.ts';

/** The run's week fetched from the settlement portal and imported (the import runs on; follow it like an upload's). */
export const fetchFromPortal = (body: PortalImport) => apiRequest<ImportHistoryView>('POST', '/settlement-portal/imports', body);

/** A named week fetched again from the portal into the run. */
export const retryFromPortal = (body: PortalRetry) => apiRequest<ImportHistoryView>('POST', '/settlement-portal/retries', body);
