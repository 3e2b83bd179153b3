import { visibleInDirectory } from '#shared/chat/permissions';
import { directoryEntryEntity, type DirectoryEntryItem } from '#lambdas/data/entities/directory-entry';
import { ForbiddenError, ValidationError } from '#lambdas/http/errors';
import { batchGet } from '#lambdas/data/batch';

/**
 * The directory entries of the users a caller puts in a room. Everyone must exist in the company's
 * directory, and a caller of role 7 or above may only pick admins (§6): the server holds the same line
 * as the audience selector.
 */
export async function audienceEntries(companyId: string, userIds: readonly string[], viewerRole: number | null): Promise<DirectoryEntryItem[]> {
  if (userIds.length === 0) return [];
  const data = await batchGet(
    directoryEntryEntity(),
    userIds.map((uid) => ({ companyId, uid })),
  );
  const found = new Map(data.map((e) => [e.uid, e]));
  const unknown = userIds.filter((uid) => !found.has(uid));
  if (unknown.length > 0) throw new ValidationError('Some members are not in the company directory.', { members: `Unknown user: ${unknown.join(', ')}` });
  const entries = userIds.map((uid) => found.get(uid)!);
  if (entries.some((e) => !visibleInDirectory(e, viewerRole))) throw new ForbiddenError();
  return entries;
}
