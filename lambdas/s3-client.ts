import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPost, type PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
import { sdkClient } from '#lambdas/observability/sdk-client';
import { authorizeCall } from './runtime-hooks.ts';

/**
 * The S3 client, built once per container, apart from the DynamoDB one (lambdas/aws-clients.ts): a
 * function whose routes never touch the uploads bucket does not load the S3 SDK at cold start.
 */
let s3: S3Client | undefined;

export function s3Client(): S3Client {
  s3 ??= sdkClient(
    new S3Client({
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
      // The S3 emulator does not answer the newer flexible checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
  return s3;
}

/** A browser upload form for one object: the upload is the function's PutObject, so it needs that grant. */
export async function presignedPost(options: PresignedPostOptions): Promise<PresignedPost> {
  authorizeCall('s3:PutObject', `${options.Bucket}/${options.Key}`);
  return createPresignedPost(s3Client(), options);
}
