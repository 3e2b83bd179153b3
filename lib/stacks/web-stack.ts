import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { AccessLogsBucket } from '#lib/constructs/access-logs-bucket';
import { acknowledgeDeploymentHandler } from '#lib/constructs/deployment-nag';

/** Written by the WebConfig stack once the API exists; the SPA deployment must neither upload nor prune it. */
export const CONFIG_OBJECT_KEY = 'config.json';

export interface WebStackProps extends StackProps {
  /** Folder of the built SPA (web/dist); tests pass a fixture. */
  readonly spaAssetPath: string;
  /** Custom domain with an ACM certificate in us-east-1; without it the cloudfront.net name is used. */
  readonly domain?: { readonly name: string; readonly certificateArn: string };
}

/**
 * The SPA: private bucket behind CloudFront with origin access control, SPA fallback and security headers.
 *
 * This stack comes before Storage and Api, which need its origin for CORS. That order is why the CSP
 * names the region's execute-api hosts by wildcard: the API ids do not exist yet when it is deployed.
 */
export class WebStack extends Stack {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://host` the SPA is served from, for CORS. */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const logs = new AccessLogsBucket(this, 'AccessLogs', { acceptsCloudFrontLogs: true });
    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // A pruned or overwritten release stays restorable for a month.
      versioned: true,
      lifecycleRules: [{ id: 'expire-old-releases', noncurrentVersionExpiration: Duration.days(30), expiredObjectDeleteMarker: true }],
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'FAST DASHBOARD security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: this.contentSecurityPolicy(), override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'FAST DASHBOARD web app',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
      },
      // Client-side routes (/payroll-tools, /login, …) are not objects: S3 answers 403 through OAC.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(10),
      })),
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...(props.domain && {
        domainNames: [props.domain.name],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
    });
    this.origin = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
    this.acknowledgeDistribution(Boolean(props.domain));
    this.deploySpa(props.spaAssetPath);
  }

  private contentSecurityPolicy(): string {
    const { region, urlSuffix } = Stack.of(this);
    const cognito = `https://cognito-idp.${region}.${urlSuffix}`;
    const apis = `https://*.execute-api.${region}.${urlSuffix} wss://*.execute-api.${region}.${urlSuffix}`;
    // Presigned upload and download URLs of the uploads bucket.
    const s3 = `https://*.s3.${region}.${urlSuffix}`;
    return [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${s3}`,
      `media-src 'self' blob: ${s3}`,
      // The document viewer shows a PDF from a presigned GET in a frame.
      `frame-src 'self' ${s3}`,
      "font-src 'self' data:",
      `connect-src 'self' ${cognito} ${apis} ${s3}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
  }

  private deploySpa(spaAssetPath: string): void {
    const spa = Source.asset(spaAssetPath);
    // Vite's content-hashed bundles never change; old ones stay (no prune) so open tabs can still lazy-load.
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [spa],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
    });
    // index.html and other unhashed files: revalidated on every load so a release shows up at once.
    const shell = new BucketDeployment(this, 'DeployShell', {
      sources: [spa],
      destinationBucket: this.bucket,
      exclude: ['assets/*', CONFIG_OBJECT_KEY],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    shell.node.addDependency(assets);
    acknowledgeDeploymentHandler(this, [this.bucket.arnForObjects('*')]);
  }

  private acknowledgeDistribution(customDomain: boolean): void {
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Users are trucking staff and drivers wherever their loads take them; access is decided by Cognito sign-in, not by country.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'The distribution serves static SPA files only; the APIs enforce JWT authorization and throttling themselves. A WAF web ACL (us-east-1) is a production hardening step with its own cost.',
      },
    );
    if (!customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose minimum TLS version cannot be raised; pass the `webDomain` and `webCertificateArn` context to get TLSv1.2_2021.',
      });
    }
  }
}
