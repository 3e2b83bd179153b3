import { integrationConnectionEntity, type IntegrationConnectionItem } from '#lambdas/data/entities/integration-connection';
import { ConflictError } from '#lambdas/http/errors';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { INTEGRATION_SYSTEMS, type IntegrationSystem, type IntegrationView, type PublicSettings } from '#shared/integrations/systems';
import { openSecrets, sealSecrets } from './sealed-secrets.ts';

/** What a route may show of a stored connection: everything but the sealed secrets. */
export function viewOf(system: IntegrationSystem, item: IntegrationConnectionItem | null | undefined): IntegrationView {
  if (!item) return { system, state: 'not_connected', hasCredentials: false, publicSettings: {}, version: 0 };
  return {
    system,
    state: item.state,
    hasCredentials: item.hasCredentials,
    publicSettings: { ...(item.publicSettings ?? {}) } as PublicSettings,
    ...(item.lastCheckedAt ? { lastCheckedAt: item.lastCheckedAt } : {}),
    ...(item.lastCode ? { lastCode: item.lastCode } : {}),
    ...(item.lastMessage ? { lastMessage: item.lastMessage } : {}),
    ...(item.connectedAt ? { connectedAt: item.connectedAt } : {}),
    ...(item.updatedBy ? { updatedBy: item.updatedBy } : {}),
    version: item.version,
  };
}

async function stored(companyId: string, system: IntegrationSystem): Promise<IntegrationConnectionItem | null> {
  const { data } = await integrationConnectionEntity().get({ companyId, system }).go();
  return data;
}

/** Every system's connection of the company, `not_connected` where none is stored, in the systems' order. */
export async function listConnections(companyId: string): Promise<IntegrationView[]> {
  const { data } = await integrationConnectionEntity().query.bySystem({ companyId }).go({ pages: 'all' });
  const bySystem = new Map(data.map((item) => [item.system, item]));
  return INTEGRATION_SYSTEMS.map((system) => viewOf(system, bySystem.get(system)));
}

export async function getConnection(companyId: string, system: IntegrationSystem): Promise<IntegrationView> {
  return viewOf(system, await stored(companyId, system));
}

export interface SaveCredentials {
  /** The credentials record, sealed whole (replaces what was saved). */
  record: Readonly<Record<string, unknown>>;
  publicSettings?: PublicSettings;
  /** `unchecked` when saved by form, `connected` when a login check has just succeeded. */
  state: 'unchecked' | 'connected';
  by: string;
  /** The version the caller read; a connection changed since then is 409. Omitted: last write wins. */
  expectedVersion?: number;
}

/** Seals and saves a company's credentials for a system (function access `secrets: seal`), replacing any saved before. */
export async function saveCredentials(companyId: string, system: IntegrationSystem, save: SaveCredentials): Promise<IntegrationView> {
  const sealed = await sealSecrets(companyId, system, save.record);
  const current = await stored(companyId, system);
  const version = current?.version ?? 0;
  if (save.expectedVersion !== undefined && save.expectedVersion !== version) throw new ConflictError();
  const now = new Date().toISOString();
  const item = {
    companyId,
    system,
    state: save.state,
    sealed,
    hasCredentials: true,
    publicSettings: { ...(current?.publicSettings ?? {}), ...(save.publicSettings ?? {}) },
    updatedBy: save.by,
    version: version + 1,
    ...(save.state === 'connected' ? { connectedAt: now, lastCheckedAt: now } : {}),
  };
  try {
    const put = integrationConnectionEntity().put(item);
    const { data } = current
      ? await put.where(({ version: v }, { eq }) => eq(v, version)).go()
      : await put.where(({ system: s }, { notExists }) => notExists(s)).go();
    return viewOf(system, data as IntegrationConnectionItem);
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
}

/** The saved credentials record (function access `secrets: open`), or null when none is saved. */
export async function credentialsOf(companyId: string, system: IntegrationSystem): Promise<Record<string, unknown> | null> {
  const item = await stored(companyId, system);
  if (!item?.sealed) return null;
  return openSecrets(companyId, system, item.sealed);
}

export interface CheckOutcome {
  ok: boolean;
  code?: string;
  message?: string;
  publicSettings?: PublicSettings;
}

/** Records the result of a call to the system: `connected` on success, `failed` with its code otherwise. */
export async function recordCheck(companyId: string, system: IntegrationSystem, outcome: CheckOutcome): Promise<IntegrationView> {
  const current = await stored(companyId, system);
  const now = new Date().toISOString();
  const { data } = await integrationConnectionEntity()
    .upsert({
      companyId,
      system,
      state: outcome.ok ? 'connected' : 'failed',
      hasCredentials: current?.hasCredentials ?? false,
      publicSettings: { ...(current?.publicSettings ?? {}), ...(outcome.publicSettings ?? {}) },
      lastCheckedAt: now,
      lastCode: outcome.ok ? '' : (outcome.code ?? 'error'),
      lastMessage: outcome.ok ? '' : (outcome.message ?? '').slice(0, 500),
      ...(outcome.ok && current?.state !== 'connected' ? { connectedAt: now } : {}),
      version: (current?.version ?? 0) + 1,
    })
    .go({ response: 'all_new' });
  return viewOf(system, data as IntegrationConnectionItem);
}

/** Forgets the saved credentials and settings: the system is `not_connected` again. */
export async function forgetConnection(companyId: string, system: IntegrationSystem): Promise<IntegrationView> {
  await integrationConnectionEntity().delete({ companyId, system }).go();
  return viewOf(system, null);
}
