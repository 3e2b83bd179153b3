import { randomUUID } from 'node:crypto';
import { isRunBusy } from '#shared/payroll-api/pay-runs';
import { SETTLEMENT_FIXABLE_CODES } from '#shared/integrations/settlement';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { startStatementImport } from '#lambdas/imports/start-statement-workflow';
import { statementPrefix, writeObject } from '#lambdas/imports/uploads';
import { credentialsOf, recordCheck } from '#lambdas/integrations/connections';
import { OutsidePortError, systemBaseUrl, toRouteError } from '#lambdas/integrations/outside-port';
import { loadRun } from '#lambdas/payroll/calculation/run-context';
import { createSettlementPortalClient, PORTAL_CALL_TIMEOUT_MS } from './client.ts';
import type { PortalLogin, SettlementFile } from './port.ts';

const SYSTEM = 'settlement-portal';

async function loginOf(companyId: string): Promise<PortalLogin> {
  const saved = await credentialsOf(companyId, SYSTEM);
  if (!saved) throw new ConflictError('Save the settlement portal login on Company Setup first.');
  return saved as unknown as PortalLogin;
}

/** The file of the week from the portal; a failure is recorded on the connection and answered with its code. */
async function fetchWeek(companyId: string, weekEnding: string): Promise<SettlementFile> {
  const login = await loginOf(companyId);
  const portal = createSettlementPortalClient({ baseUrl: systemBaseUrl(SYSTEM), timeoutMs: PORTAL_CALL_TIMEOUT_MS });
  try {
    const file = await portal.settlementFor(login, weekEnding);
    await recordCheck(companyId, SYSTEM, { ok: true });
    return file;
  } catch (error) {
    if (!(error instanceof OutsidePortError)) throw error;
    // A week not posted yet still proves the login works.
    await recordCheck(companyId, SYSTEM, error.code === 'not_found' ? { ok: true } : { ok: false, code: error.code, message: error.message });
    if (error.code === 'not_found') throw new NotFoundError(error.message);
    throw toRouteError(error, SETTLEMENT_FIXABLE_CODES);
  }
}

/**
 * Fetches the settlement file of `weekEnding` from the portal, keeps it under the company's statement
 * prefix and starts the statement import into the run, as an upload would (importLatestSettlementFile,
 * retrySettlementImportForCompanyId). The run is checked before the portal is called.
 */
export async function importFromPortal(caller: CompanyCaller, PayRunID: string, weekEnding?: string) {
  const { companyId } = caller;
  const run = await loadRun(companyId, PayRunID);
  if (isRunBusy(run.status)) throw new ConflictError(`The pay run is ${run.status}; wait until it finishes.`);
  if ((run.DriverList as unknown[]).length > 0) throw new ConflictError('This pay run already has a statement; remove its statement data first.');
  const file = await fetchWeek(companyId, weekEnding ?? run.WeekEnding);
  const safeName = file.fileName.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120);
  const fileKey = `${statementPrefix(companyId)}${randomUUID()}/${safeName}`;
  await writeObject(fileKey, file.body, 'text/csv');
  return startStatementImport(companyId, run, fileKey, safeName, caller);
}
