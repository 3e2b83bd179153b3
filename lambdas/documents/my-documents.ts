import { companyRoute } from '#lambdas/http/route-handler';
import { companyToday } from '#lambdas/data/company-zone';
import { readableOwners } from './document-access.ts';
import { loadDocumentList, type Owner } from './document-list.ts';
import { CAB_KINDS } from '#shared/documents/doc-kinds';

/**
 * The caller's phone: the company's papers, his own, and the cab papers of his current tractor, read
 * from the token alone. `tractorId` names that tractor (none when no tractor is his).
 */
export const handler = companyRoute({}, async ({ caller }) => {
  const owners = await readableOwners(caller.companyId, caller);
  const list: Owner[] = [
    ...(owners.company ? [{ kind: 'company' as const, id: '' }] : []),
    ...(owners.vehicleId ? [{ kind: 'tractor' as const, id: owners.vehicleId }] : []),
    ...(owners.driverId ? [{ kind: 'driver' as const, id: owners.driverId }] : []),
  ];
  const { today, documents } = list.length > 0 ? await loadDocumentList(caller.companyId, list) : { today: await companyToday(caller.companyId), documents: [] };
  const shown = documents.filter((d) => d.ownerKind !== 'tractor' || CAB_KINDS.includes(d.docKind));
  return { today, tractorId: owners.vehicleId ?? null, documents: shown };
});
