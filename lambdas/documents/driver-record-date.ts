import type { DocKind, OwnerKind } from '#shared/documents/doc-kinds';
import { driverEntity } from '#lambdas/data/entities/driver';

/**
 * A driver's CDL and medical card dates live on his driver record (the driver file and the lookup edit
 * them); a document of those kinds writes its expiry there too, so both always show one date.
 */
export async function writeDriverRecordDate(companyId: string, owner: { kind: OwnerKind; id: string }, docKind: DocKind, expDate: string | null | undefined): Promise<void> {
  if (owner.kind !== 'driver' || expDate === undefined) return;
  const field = docKind === 'cdl' ? 'cdlExpDate' : docKind === 'medical-card' ? 'medExpDate' : undefined;
  if (!field) return;
  const update = driverEntity().patch({ companyId, DriverID: owner.id });
  await (expDate === null ? update.remove([field]) : update.set({ [field]: expDate })).add({ version: 1 }).go();
}
