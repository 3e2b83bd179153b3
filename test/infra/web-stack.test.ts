import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/test-app.ts';

let web: Template;
let webConfig: Template;
let assemblyDir: string;

beforeAll(() => {
  const { app, stacks } = buildTestApp();
  assemblyDir = app.synth().directory;
  web = Template.fromStack(stacks.web);
  webConfig = Template.fromStack(stacks.webConfig);
});

function distributionConfig(): Record<string, any> {
  const distributions = Object.values(web.findResources('AWS::CloudFront::Distribution'));
  expect(distributions).toHaveLength(1);
  return distributions[0]!.Properties.DistributionConfig;
}

function securityHeaders(): Record<string, any> {
  const policies = Object.values(web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
  expect(policies).toHaveLength(1);
  return policies[0]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
}

/** The CSP with its deploy-time parts (region, URL suffix) rendered as placeholders. */
function contentSecurityPolicy(): string {
  const csp = securityHeaders().ContentSecurityPolicy.ContentSecurityPolicy as string | { 'Fn::Join': [string, unknown[]] };
  if (typeof csp === 'string') return csp;
  return csp['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : '{token}')).join('');
}

describe('web distribution', () => {
  it('reads the private site bucket through origin access control only', () => {
    web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
    });
    const [origin] = distributionConfig().Origins;
    expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Id'] });
    expect(origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LoggingConfiguration: { LogFilePrefix: 'site/' },
    });
  });

  it('keeps a pruned or overwritten release of the site as a version for 30 days', () => {
    web.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { LogFilePrefix: 'site/' },
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: { Rules: [Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, ExpiredObjectDeleteMarker: true })] },
    });
  });

  it('serves index.html at the root and for every client-side route (SPA fallback)', () => {
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toEqual(
      [403, 404].map((code) => expect.objectContaining({ ErrorCode: code, ResponseCode: 200, ResponsePagePath: '/index.html' })),
    );
  });

  it('redirects plain HTTP to HTTPS and attaches the security headers', () => {
    const behavior = distributionConfig().DefaultCacheBehavior;
    expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: expect.any(String) });
  });

  it('sends HSTS, nosniff, frame DENY and a referrer policy', () => {
    expect(securityHeaders()).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
  });

  it('has a CSP that lets the SPA reach Cognito, the HTTP and WebSocket APIs and presigned S3 URLs, and nothing else', () => {
    const directives = Object.fromEntries(
      contentSecurityPolicy()
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://cognito-idp.eu-west-1.{token}',
      'https://*.execute-api.eu-west-1.{token}',
      'wss://*.execute-api.eu-west-1.{token}',
      'https://*.s3.eu-west-1.{token}',
    ]);
  });

  it('deploys the SPA without ever uploading or pruning /config.json', () => {
    web.hasResourceProperties('Custom::CDKBucketDeployment', { Exclude: Match.arrayWith(['config.json']), Prune: true });
    web.hasResourceProperties('Custom::CDKBucketDeployment', { Include: ['assets/*'], Prune: false });
  });
});

describe('runtime config', () => {
  function configDeployment(): Record<string, any> {
    const deployments = Object.values(webConfig.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(1);
    return deployments[0]!.Properties;
  }

  it('publishes /config.json with the region, user pool, client, API and WebSocket URLs and the app version', () => {
    const [objectKey] = configDeployment().SourceObjectKeys as string[];
    const json = JSON.parse(readFileSync(join(assemblyDir, `asset.${objectKey!.replace(/\.zip$/, '')}`, 'config.json'), 'utf8'));
    expect(Object.keys(json).sort()).toEqual(['apiUrl', 'appVersion', 'region', 'userPoolClientId', 'userPoolId', 'wsUrl']);
    expect(json.appVersion).toBe('3.21.1');
    expect(json.apiUrl).toMatch(/^https:\/\/<<marker:0xbaba:\d+>>\.execute-api\./);
    expect(json.wsUrl).toMatch(/^wss:\/\/<<marker:0xbaba:\d+>>\.execute-api\..*\/test$/);
  });

  it('fills those values from the Auth, Api and Realtime stacks at deploy time', () => {
    const imports = Object.values(configDeployment().SourceMarkers[0] as Record<string, { 'Fn::ImportValue'?: string }>)
      .map((value) => value['Fn::ImportValue']?.split(':')[0])
      .filter(Boolean);
    expect(new Set(imports)).toEqual(new Set(['FastDashboard-test-Auth', 'FastDashboard-test-Api', 'FastDashboard-test-Realtime']));
  });

  it('serves it uncached and invalidates it on every deployment', () => {
    expect(configDeployment()).toMatchObject({
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/config.json'],
      Prune: false,
    });
  });
});
