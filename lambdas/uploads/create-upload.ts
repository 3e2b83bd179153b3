import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import * as z from 'zod';
import { canAttachMedia } from '#shared/chat/permissions';
import { exceedsSizeLimit, FILE_TOO_LARGE, isAcceptedType, isProfilePhotoType, MAX_MEDIA_BYTES, mediaTypeOf, safeFileName, uploadKey } from '#shared/uploads/upload-rules';
import { s3Client } from '../aws-clients.ts';
import { roomOfMember } from '../chat/room-access.ts';
import { ForbiddenError, PayloadTooLargeError, ValidationError } from '../http/errors.ts';
import { companyRoute, type CompanyCaller } from '../http/route-handler.ts';
import { json } from '../http/respond.ts';
import { signedMediaUrl } from '../chat/media-urls.ts';

const uploadSchema = z.strictObject({
  savePath: z.string().min(1).max(200),
  fileName: z.string().min(1).max(255),
  fileType: z.string().min(1).max(100),
  fileSize: z.number().int().min(1),
  docType: z.string().max(60).optional(),
});

/** A presigned POST is good for this long; the browser starts the upload right away. */
const POST_SECONDS = 10 * 60;
export const PHOTO_TYPES_ONLY = 'Profile photos must be JPEG or PNG.';

/** The folders a browser may upload into, and who may: a room's attachments, one's own profile photo. */
async function checkFolder(caller: CompanyCaller, savePath: string, fileType: string): Promise<void> {
  const attachment = /^chatAttachments\/([A-Za-z0-9]+)$/.exec(savePath);
  if (attachment) {
    if (!canAttachMedia(caller.role)) throw new ForbiddenError();
    await roomOfMember(caller.companyId, attachment[1]!, caller.userId);
    return;
  }
  const photo = /^chatProfilePhotos\/([A-Za-z0-9-]+)$/.exec(savePath);
  if (photo) {
    if (photo[1] !== caller.userId) throw new ForbiddenError();
    if (!isProfilePhotoType(fileType)) throw new ValidationError(PHOTO_TYPES_ONLY, { fileType: PHOTO_TYPES_ONLY });
    return;
  }
  throw new ValidationError('Files cannot be uploaded there.', { savePath: 'Not an upload folder.' });
}

/**
 * A presigned POST to `companyProfile/{companyId}/{savePath}/{fileName}` carrying the spec's metadata
 * (docType, companyId, ownerId, uploadDate, fileType). The policy pins the key, type and metadata and
 * the size to the one announced (at most 200 MB), so storage itself refuses a bigger file.
 */
export const handler = companyRoute({ body: uploadSchema }, async ({ caller, body }) => {
  if (!isAcceptedType(body.fileType)) throw new ValidationError('This file type is not accepted.', { fileType: 'Images, video, audio or PDF only.' });
  if (exceedsSizeLimit(body.fileType, body.fileSize) || body.fileSize > MAX_MEDIA_BYTES) throw new PayloadTooLargeError(FILE_TOO_LARGE);
  await checkFolder(caller, body.savePath, body.fileType);

  const fileName = `${Date.now()}-${safeFileName(body.fileName)}`;
  const key = uploadKey(caller.companyId, body.savePath, fileName);
  const docType = body.docType ?? body.savePath.split('/')[0]!;
  const metadata: Record<string, string> = {
    'x-amz-meta-doctype': docType,
    'x-amz-meta-companyid': caller.companyId,
    'x-amz-meta-ownerid': caller.userId,
    'x-amz-meta-uploaddate': new Date().toISOString(),
    'x-amz-meta-filetype': body.fileType,
  };
  const post = await createPresignedPost(s3Client(), {
    Bucket: process.env.UPLOADS_BUCKET ?? '',
    Key: key,
    Expires: POST_SECONDS,
    Fields: { 'Content-Type': body.fileType, ...metadata },
    Conditions: [
      // The announced size, itself at most 200 MB: S3 refuses a bigger file than the one checked here.
      ['content-length-range', 1, body.fileSize],
      ['eq', '$Content-Type', body.fileType],
      ...Object.entries(metadata).map(([field, value]) => ['eq', `$${field}`, value] as ['eq', string, string]),
    ],
  });
  return json(201, {
    url: post.url,
    fields: post.fields,
    upload: { filename: fileName, uploadRefPath: key, url: await signedMediaUrl(key), docType, mediaType: mediaTypeOf(body.fileType) },
  });
});
