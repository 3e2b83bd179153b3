import { DEFAULT_DRIVER_ID, hasRole } from '#shared/access/roles';
import { fleetDocumentEntity, type FleetDocumentItem } from '#lambdas/data/entities/fleet-document';
import type { Caller } from '#lambdas/http/caller';
import { ForbiddenError, NotFoundError } from '#lambdas/http/errors';
import { memoised } from '#lambdas/http/request-memo';
import { tractorOfDriver } from './drivers-tractor.ts';

/** Office staff up to the shop manager keep every paper of the company (report minimum role 4). */
export const DOCUMENT_STAFF_ROLE = 4;
/** Company papers are for the fleet's own people: a numeric role below 9 (part 1 §6 mobile extras). */
const FLEET_ROLE_LIMIT = 8;

export const DOCUMENT_NOT_FOUND = 'Document not found.';

/** Read once per request: the owner check and the handler share it. */
export async function loadDocument(companyId: string, id: string): Promise<FleetDocumentItem> {
  const data = await memoised(`fleetDocument:${companyId}:${id}`, async () => (await fleetDocumentEntity().get({ companyId, id }).go()).data);
  if (!data) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  return data;
}

/** What a caller below the staff may read: the company's papers, his own and his tractor's. */
export interface ReadableOwners {
  company: boolean;
  driverId?: string;
  vehicleId?: string;
}

export async function readableOwners(companyId: string, caller: Caller): Promise<ReadableOwners> {
  const company = hasRole(caller.role, FLEET_ROLE_LIMIT);
  if (caller.driverId === DEFAULT_DRIVER_ID) return { company };
  const vehicleId = await tractorOfDriver(companyId, caller.driverId);
  return { company, driverId: caller.driverId, ...(vehicleId ? { vehicleId } : {}) };
}

export function ownsDocument(owners: ReadableOwners, doc: Pick<FleetDocumentItem, 'ownerKind' | 'ownerId'>): boolean {
  if (doc.ownerKind === 'company') return owners.company;
  if (doc.ownerKind === 'driver') return doc.ownerId === owners.driverId;
  return doc.ownerId === owners.vehicleId;
}

/**
 * The route table's `document` owner rule: staff read any paper of their company; anyone else only
 * the company's, his own and his current tractor's. A paper he may not read answers 404 like one that
 * does not exist, so ids cannot be probed.
 */
export async function documentOfReader(caller: Caller, documentId: string): Promise<FleetDocumentItem> {
  if (!caller.companyId) throw new ForbiddenError();
  const doc = await loadDocument(caller.companyId, documentId);
  if (hasRole(caller.role, DOCUMENT_STAFF_ROLE)) return doc;
  if (!ownsDocument(await readableOwners(caller.companyId, caller), doc)) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  return doc;
}
