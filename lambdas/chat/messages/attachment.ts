import { canAttachMedia } from '#shared/chat/permissions';
import { uploadKey } from '#shared/uploads/upload-rules';
import { ForbiddenError, ValidationError } from '#lambdas/http/errors';
import { objectExists } from './media-urls.ts';

/** Where a room's attachments are uploaded; deleting the room removes this folder. */
export function roomAttachmentFolder(companyId: string, roomId: string): string {
  return `${uploadKey(companyId, `chatAttachments/${roomId}`, '')}`;
}

/**
 * An attachment a message or broadcast may point to: uploaded by a role of 8 or lower, into this
 * room's folder of this company, and actually there.
 */
export async function checkAttachment(companyId: string, roomId: string, role: number | null, key: string): Promise<void> {
  if (!canAttachMedia(role)) throw new ForbiddenError();
  if (!key.startsWith(roomAttachmentFolder(companyId, roomId)) || key.includes('..')) {
    throw new ValidationError('The attachment is not in this room.', { attachmentStoragePath: 'Upload the file to this room first.' });
  }
  if (!(await objectExists(key))) {
    throw new ValidationError('The attachment was not uploaded.', { attachmentStoragePath: 'Upload the file before sending.' });
  }
}
