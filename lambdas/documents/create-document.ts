import { randomUUID } from 'node:crypto';
import { documentCreateBody } from '#shared/documents/document-api';
import { ownerKeyOf, SPEC_DOC_TYPE } from '#shared/documents/doc-kinds';
import { fleetDocumentEntity } from '#lambdas/data/entities/fleet-document';
import { companyRoute } from '#lambdas/http/route-handler';
import { json } from '#lambdas/http/respond';
import { attachUpload } from './document-files.ts';
import { writeDriverRecordDate } from './driver-record-date.ts';
import { assertOwnerExists } from './owner-check.ts';

/** Adds a company, tractor or driver document, with the file uploaded just before (or none yet). */
export const handler = companyRoute({ body: documentCreateBody }, async ({ caller, body }) => {
  const owner = { kind: body.ownerKind, id: body.ownerKind === 'company' ? '' : (body.ownerId ?? '') };
  await assertOwnerExists(caller.companyId, owner.kind, owner.id);
  const id = randomUUID();
  const file = body.fileKey ? await attachUpload(caller.companyId, id, body.fileKey) : undefined;
  const now = new Date().toISOString();
  const { data } = await fleetDocumentEntity()
    .create({
      companyId: caller.companyId,
      id,
      ownerKind: owner.kind,
      ownerId: owner.id,
      ownerKey: ownerKeyOf(owner.kind, owner.id),
      docType: SPEC_DOC_TYPE[owner.kind],
      docKind: body.docKind,
      label: body.label,
      ...(body.expDate ? { expDate: body.expDate } : {}),
      ...(file ?? {}),
      createdBy: caller.displayName,
      createdAt: now,
      updatedBy: caller.displayName,
      updatedAt: now,
      version: 1,
    })
    .go();
  await writeDriverRecordDate(caller.companyId, owner, body.docKind, body.expDate);
  return json(201, data);
});
