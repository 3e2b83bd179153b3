import { companyEntity } from '#lambdas/data/entities/company';
import { getConnection, recordCheck, saveCredentials } from '#lambdas/integrations/connections';
import { RED_MESA_HELPDESK_CLIENT } from '#lib/local/simulators/helpdesk';
import { provider, RED_MESA_FEDEX_ID } from '#lib/local/simulators/maintenance-billing';
import { RED_MESA_CONTRACT } from '#lib/local/simulators/settlement-portal';
import type { DemoCompany } from './demo-companies.ts';

const SEEDED_BY = 'demo-seed';

/**
 * Red Mesa connected to the settlement portal, the maintenance-billing portal and the helpdesk of the
 * local simulators: its logins sealed with the integration key (the KMS stand-in is up before the seed),
 * recorded as checked. The passwords are demo literals so tests can prove no answer ever carries them.
 * A connection already saved is left as it is (a restart keeps what the owner changed).
 */
export async function seedIntegrationsBilling(company: DemoCompany): Promise<void> {
  if (company.companyId !== 'red-mesa-freight') return;
  const { companyId } = company;
  if (!(await getConnection(companyId, 'settlement-portal')).hasCredentials) {
    await saveCredentials(companyId, 'settlement-portal', {
      record: { companyLogin: 'redmesa-payroll', companyPassword: 'demo-portal-secret', ...RED_MESA_CONTRACT },
      publicSettings: { ...RED_MESA_CONTRACT },
      state: 'connected',
      by: SEEDED_BY,
    });
  }
  if (!(await getConnection(companyId, 'maintenance-billing')).hasCredentials) {
    await saveCredentials(companyId, 'maintenance-billing', {
      record: { clientFedExId: RED_MESA_FEDEX_ID, username: 'redmesa-shop', password: 'demo-mgb-secret' },
      publicSettings: { clientFedExId: RED_MESA_FEDEX_ID, ...provider(RED_MESA_FEDEX_ID), setQueryUrlEstablished: true },
      state: 'connected',
      by: SEEDED_BY,
    });
  }
  // The profile is put again on every start (seedCompany), so its helpdesk record is set again each time.
  await companyEntity().patch({ companyId }).set({ whmcsClientId: RED_MESA_HELPDESK_CLIENT }).go();
  if ((await getConnection(companyId, 'helpdesk')).state === 'not_connected') await recordCheck(companyId, 'helpdesk', { ok: true });
}
