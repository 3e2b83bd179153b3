import { hasRole } from '#shared/access/roles';
import type { ImportType } from '#shared/imports/import-types';
import { importTypeDef } from '#shared/imports/type-defs';
import { importHistoryEntity, type ImportHistoryItem } from '#lambdas/data/entities/import-history';
import { ForbiddenError, NotFoundError } from '#lambdas/http/errors';
import type { CompanyCaller } from '#lambdas/http/route-handler';

/** The caller's role may import (and see the imports of) this type. */
export function mayUse(caller: CompanyCaller, type: ImportType): boolean {
  return hasRole(caller.role, importTypeDef(type).minRole);
}

/** Upload and start: a type above the caller's role is refused by name. */
export function assertMayImport(caller: CompanyCaller, type: ImportType): void {
  if (!mayUse(caller, type)) throw new ForbiddenError(`Your role may not import ${importTypeDef(type).label} files.`);
}

/** A batch of the caller's company and of a type his role may use; any other is 404, as if it did not exist. */
export async function loadBatch(caller: CompanyCaller, importBatchId: string): Promise<ImportHistoryItem> {
  const { data } = await importHistoryEntity().get({ companyId: caller.companyId, importBatchId }).go();
  if (!data || !mayUse(caller, data.importType)) throw new NotFoundError('Import not found.');
  return data;
}
