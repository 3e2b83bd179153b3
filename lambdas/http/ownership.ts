import { DEFAULT_DRIVER_ID, hasRole } from '#shared/access/roles';
import { canAttachMedia } from '#shared/chat/permissions';
import { uploadFolderOf } from '#shared/uploads/upload-folder';
import { roomOfMember } from '#lambdas/chat/rooms/room-access';
import { documentOfReader } from '#lambdas/documents/document-access';
import { submissionOfReader } from '#lambdas/inspections/submission-access';
import type { RouteDef } from '#lambdas/route-types';
import type { Caller } from './caller.ts';
import { ForbiddenError, ValidationError } from './errors.ts';

/** Payroll staff read every driver's pay (spec part 2 §2); everyone else only his own. */
const PAY_STAFF_ROLE = 2;

const NOT_AN_UPLOAD_FOLDER = 'Files cannot be uploaded there.';

/**
 * The route table's `owner` declaration, enforced before the handler runs: whatever the request names
 * (a driver, a room, an upload folder) must belong to the caller. Answers as the handlers always did:
 * 403 for another driver's pay, 404 for a room the caller is not in (so room ids cannot be probed).
 */
export async function assertOwnership(route: RouteDef, caller: Caller, params: Record<string, string | undefined>, body: unknown): Promise<void> {
  if (route.scope !== 'own') return;
  switch (route.owner) {
    case 'caller':
      return;
    case 'driver':
      return assertMayReadPayOf(caller, params.driverId);
    case 'room':
      await roomOfMember(companyOf(caller), params.roomId ?? '', caller.userId);
      return;
    case 'upload-folder':
      return assertMayUploadTo(caller, body);
    case 'document':
      await documentOfReader(caller, params.documentId ?? '');
      return;
    case 'submission':
      await submissionOfReader(caller, params.submissionId ?? '');
      return;
  }
}

/** Payroll staff (role ≤ 2) read every driver's pay; anyone else only the pay of his own DriverID. */
function assertMayReadPayOf(caller: Caller, DriverID: string | undefined): void {
  if (hasRole(caller.role, PAY_STAFF_ROLE)) return;
  if (DriverID !== undefined && caller.driverId !== DEFAULT_DRIVER_ID && caller.driverId === DriverID) return;
  throw new ForbiddenError();
}

async function assertMayUploadTo(caller: Caller, body: unknown): Promise<void> {
  const savePath = typeof body === 'object' && body !== null ? (body as { savePath?: unknown }).savePath : undefined;
  const folder = typeof savePath === 'string' ? uploadFolderOf(savePath) : undefined;
  if (!folder) throw new ValidationError(NOT_AN_UPLOAD_FOLDER, { savePath: 'Not an upload folder.' });
  if (folder.kind === 'chatProfilePhotos') {
    if (folder.userId !== caller.userId) throw new ForbiddenError();
    return;
  }
  if (!canAttachMedia(caller.role)) throw new ForbiddenError();
  await roomOfMember(companyOf(caller), folder.roomId, caller.userId);
}

function companyOf(caller: Caller): string {
  if (!caller.companyId) throw new ForbiddenError();
  return caller.companyId;
}
