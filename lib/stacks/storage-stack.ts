import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { AccessLogsBucket } from '#lib/constructs/access-logs-bucket';

/** Key prefix for scratch files (import sources, report exports); they expire on their own. */
export const TMP_PREFIX = 'tmp/';
/** How long an overwritten or deleted upload can still be restored (a pay PDF, a DVIR photo, an IVMR file). */
export const UPLOAD_VERSIONS_KEPT_DAYS = 90;

export interface StorageStackProps extends StackProps {
  /** Origins of the SPA, allowed to PUT/GET presigned URLs from the browser. */
  readonly webOrigins: readonly string[];
}

/** The uploads bucket (chat attachments, documents, imports) the browser reaches with presigned URLs. */
export class StorageStack extends Stack {
  readonly uploads: Bucket;

  constructor(scope: Construct, id: string, props: StorageStackProps) {
    super(scope, id, props);

    const accessLogs = new AccessLogsBucket(this, 'AccessLogs');
    this.uploads = new Bucket(this, 'Uploads', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // An overwrite or a delete (by a bug, a rollback or a person) leaves the earlier version to restore.
      versioned: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'uploads/',
      cors: [
        {
          allowedOrigins: [...props.webOrigins],
          allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.POST, HttpMethods.HEAD],
          // Presigned PUTs carry content-type and the SDK's x-amz-checksum-* headers; uploads are presigned POSTs.
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'expire-tmp', prefix: TMP_PREFIX, expiration: Duration.days(2), noncurrentVersionExpiration: Duration.days(1) },
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(UPLOAD_VERSIONS_KEPT_DAYS), expiredObjectDeleteMarker: true },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
