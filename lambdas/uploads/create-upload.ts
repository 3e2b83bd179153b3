import * as z from 'zod';
import { uploadFolderOf } from '#shared/uploads/upload-folder';
import { exceedsSizeLimit, FILE_TOO_LARGE, isAcceptedType, isProfilePhotoType, MAX_MEDIA_BYTES, mediaTypeOf, safeFileName, uploadKey } from '#shared/uploads/upload-rules';
import { presignedPost } from '#lambdas/s3-client';
import { PayloadTooLargeError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { json } from '#lambdas/http/respond';
import { signedMediaUrl } from '#lambdas/chat/messages/media-urls';

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

/**
 * A presigned POST to `companyProfile/{companyId}/{savePath}/{fileName}` carrying the spec's metadata
 * (docType, companyId, ownerId, uploadDate, fileType). The policy pins the key, type and metadata and
 * the size to the one announced (at most 200 MB), so storage itself refuses a bigger file.
 */
export const handler = companyRoute({ body: uploadSchema }, async ({ caller, body }) => {
  if (!isAcceptedType(body.fileType)) throw new ValidationError('This file type is not accepted.', { fileType: 'Images, video, audio or PDF only.' });
  if (exceedsSizeLimit(body.fileType, body.fileSize) || body.fileSize > MAX_MEDIA_BYTES) throw new PayloadTooLargeError(FILE_TOO_LARGE);
  // Whose folder it is was settled by the route table's owner check; a profile photo must still be a photo.
  if (uploadFolderOf(body.savePath)?.kind === 'chatProfilePhotos' && !isProfilePhotoType(body.fileType)) {
    throw new ValidationError(PHOTO_TYPES_ONLY, { fileType: PHOTO_TYPES_ONLY });
  }

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
  const post = await presignedPost({
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
