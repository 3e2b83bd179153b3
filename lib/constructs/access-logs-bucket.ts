import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface AccessLogsBucketProps {
  /** CloudFront standard logging writes with ACLs, which a bucket-owner-enforced bucket refuses. */
  readonly acceptsCloudFrontLogs?: boolean;
}

/** Private, TLS-only destination for S3 server access logs (and CloudFront logs), kept for a year. */
export class AccessLogsBucket extends Bucket {
  constructor(scope: Construct, id: string, props: AccessLogsBucketProps = {}) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // Log delivery supports SSE-S3 only.
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: props.acceptsCloudFrontLogs ? ObjectOwnership.BUCKET_OWNER_PREFERRED : ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket is the access-log destination; logging its own access would log the log writes.',
    });
  }
}
