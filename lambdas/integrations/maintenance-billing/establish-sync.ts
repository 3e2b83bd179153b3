import type { SyncAnswer } from '#shared/integrations/maintenance-billing';
import type { PublicSettings } from '#shared/integrations/systems';
import { ConflictError, OutsideSystemError } from '#lambdas/http/errors';
import type { CheckOutcome } from '#lambdas/integrations/connections';
import { OutsidePortError } from '#lambdas/integrations/outside-port';
import type { BillingLogin, MaintenanceBilling, ServiceProvider } from './port.ts';

const SYSTEM = 'maintenance-billing';

export const NO_COMPANY_SYNC_MESSAGE = 'Your user has no company yet, so there is nothing to sync.';

/** What the sync needs from the company's stored connection and the portal; the handler gives the real ones. */
export interface SyncWorld {
  login(): Promise<BillingLogin | null>;
  settings(): Promise<PublicSettings>;
  record(outcome: CheckOutcome): Promise<void>;
  billing: MaintenanceBilling;
}

/** The company's service provider from the portal's directory; none is the company's to fix (422). */
export async function discoverProvider(billing: MaintenanceBilling, clientFedExId: string): Promise<ServiceProvider> {
  const provider = await billing.findServiceProvider(clientFedExId);
  if (!provider) throw new OutsidePortError(SYSTEM, 'no_provider', `The billing portal knows no service provider for FedEx client id ${clientFedExId}. Check the id.`);
  return provider;
}

/**
 * establishMbaSyncV2: signs in to the provider's SetQuery site with the saved login (the provider found
 * again first when asked, or when none is known). Every outcome is recorded on the connection and
 * answered `{ok, code, message}`; a caller without a company gets `no_company` and nothing is read.
 */
export async function establishSync(companyId: string | null, forceRediscover: boolean, world: () => SyncWorld): Promise<SyncAnswer> {
  if (!companyId) return { ok: false, code: 'no_company', message: NO_COMPANY_SYNC_MESSAGE };
  const { login, settings, record, billing } = world();
  const saved = await login();
  if (!saved) throw new ConflictError('Save the maintenance billing login on Company Setup first.');
  const current = await settings();
  try {
    const provider = forceRediscover || !current.servProvId
      ? await discoverProvider(billing, saved.clientFedExId)
      : { servProvId: current.servProvId, servProvName: current.servProvName ?? '' };
    const { loginSession } = await billing.startLogin(saved.username);
    await billing.submitLogin(loginSession, saved.password);
    await record({ ok: true, publicSettings: { ...provider, setQueryUrlEstablished: true } });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof OutsidePortError)) throw error;
    await record({ ok: false, code: error.code, message: error.message, publicSettings: { setQueryUrlEstablished: false } });
    if (error.code === 'no_provider') throw new OutsideSystemError(SYSTEM, error.code, error.message, 422);
    const code = error.code === 'setquery_login_start_failed' || error.code === 'setquery_login_submit_failed' ? error.code : 'network_error';
    return { ok: false, code, message: error.message };
  }
}
