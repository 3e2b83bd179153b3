import { canAttachMedia } from '#shared/chat/permissions';
import { uploadFolderOf } from '#shared/uploads/upload-folder';
import { roomOfMember } from '#lambdas/chat/rooms/room-access';
import { ForbiddenError, ValidationError } from '#lambdas/http/errors';
import type { OwnershipCheck } from '#lambdas/http/ownership';

const NOT_AN_UPLOAD_FOLDER = 'Files cannot be uploaded there.';

/** Owner `upload-folder`: the body's `savePath` names the caller's own photo folder or a room he may attach to. */
export const ownershipCheck: OwnershipCheck = async (caller, _params, body) => {
  const savePath = typeof body === 'object' && body !== null ? (body as { savePath?: unknown }).savePath : undefined;
  const folder = typeof savePath === 'string' ? uploadFolderOf(savePath) : undefined;
  if (!folder) throw new ValidationError(NOT_AN_UPLOAD_FOLDER, { savePath: 'Not an upload folder.' });
  if (folder.kind === 'chatProfilePhotos') {
    if (folder.userId !== caller.userId) throw new ForbiddenError();
    return;
  }
  if (!canAttachMedia(caller.role)) throw new ForbiddenError();
  if (!caller.companyId) throw new ForbiddenError();
  await roomOfMember(caller.companyId, folder.roomId, caller.userId);
};
