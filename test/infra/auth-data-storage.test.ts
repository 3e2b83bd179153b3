import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '#lambdas/data/table-schema';
import { CLIENT_WRITE_ATTRIBUTES } from '#lib/user-pool-policy';
import { buildTestApp } from './support/test-app.ts';

let auth: Template;
let data: Template;
let storage: Template;

beforeAll(() => {
  const { stacks } = buildTestApp();
  auth = Template.fromStack(stacks.auth);
  data = Template.fromStack(stacks.data);
  storage = Template.fromStack(stacks.storage);
});

const TENANT_ATTRIBUTES = ['custom:companyId', 'custom:role', 'custom:driverId'];

describe('user pool', () => {
  it('signs users in by e-mail; a company founder signs up on his own with a verified e-mail, the rest are invited', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: Match.objectLike({ AllowAdminCreateUserOnly: false }),
      DeletionProtection: 'ACTIVE',
    });
  });

  it('mails a verification code and an invitation with the temporary password, both named FAST DASHBOARD', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE', EmailSubject: 'Your FAST DASHBOARD verification code', EmailMessage: Match.stringLikeRegexp('\\{####\\}') }),
      AdminCreateUserConfig: Match.objectLike({
        InviteMessageTemplate: Match.objectLike({ EmailSubject: 'You are invited to FAST DASHBOARD', EmailMessage: Match.stringLikeRegexp('\\{username\\}.*\\{####\\}') }),
      }),
    });
  });

  it('requires a long password with lower, upper case, digits and symbols', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: { MinimumLength: 12, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true },
      },
    });
  });

  it('declares the companyId, role and driverId custom attributes', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'companyId', AttributeDataType: 'String', Mutable: true }),
        Match.objectLike({ Name: 'role', AttributeDataType: 'Number', Mutable: true }),
        Match.objectLike({ Name: 'driverId', AttributeDataType: 'String', Mutable: true }),
      ]),
    });
  });
});

describe('SPA app client', () => {
  function client(): Record<string, any> {
    const clients = Object.values(auth.findResources('AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(1);
    return clients[0]!.Properties;
  }

  it('can read the tenant attributes', () => {
    expect(client().ReadAttributes).toEqual(expect.arrayContaining(TENANT_ATTRIBUTES));
  });

  it('cannot write any custom attribute, so a user cannot change his company or role', () => {
    const writable: string[] = client().WriteAttributes;
    expect(writable.length).toBeGreaterThan(0);
    expect(writable.filter((a) => a.startsWith('custom:'))).toEqual([]);
  });

  it('writes exactly the attributes the local Cognito lets a user write (one declaration for both)', () => {
    expect([...client().WriteAttributes].sort()).toEqual([...CLIENT_WRITE_ATTRIBUTES].sort());
  });

  it('signs in with SRP and refreshes, without a client secret or plain password flow', () => {
    const props = client();
    expect(props.GenerateSecret).toBe(false);
    expect(props.ExplicitAuthFlows.sort()).toEqual(['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']);
  });
});

describe('single table', () => {
  it('has the pk/sk keys and the generic GSIs of the shared table schema', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('is on-demand, encrypted, with TTL on the shared attribute', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
  });

  it('survives mistakes: point-in-time recovery, deletion protection, retained on stack removal', () => {
    data.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
      DeletionPolicy: 'Retain',
    });
  });
});

describe('uploads bucket', () => {
  function uploadsBucket(): [string, Record<string, any>] {
    const [entry] = Object.entries(storage.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }));
    expect(entry).toBeDefined();
    return [entry![0], entry![1].Properties];
  }

  it('blocks every kind of public access', () => {
    expect(uploadsBucket()[1].PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it('refuses requests without TLS', () => {
    storage.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: uploadsBucket()[0] },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('lets the web origin PUT, POST and GET presigned URLs from the browser', () => {
    expect(uploadsBucket()[1].CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({
        AllowedMethods: ['GET', 'PUT', 'POST', 'HEAD'],
        AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::ImportValue': expect.stringMatching(/FastDashboard-test-Web:.*DomainName/) }]] }],
      }),
    ]);
  });

  it('aborts stale multipart uploads and expires tmp/ files', () => {
    expect(uploadsBucket()[1].LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
        expect.objectContaining({ Prefix: 'tmp/', ExpirationInDays: 2, Status: 'Enabled' }),
      ]),
    );
  });

  it('keeps every overwritten or deleted upload as a version for 90 days, and scratch files for a day', () => {
    expect(uploadsBucket()[1].VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(uploadsBucket()[1].LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 90 }, ExpiredObjectDeleteMarker: true, Status: 'Enabled' }),
        expect.objectContaining({ Prefix: 'tmp/', NoncurrentVersionExpiration: { NoncurrentDays: 1 } }),
      ]),
    );
  });

  it('writes server access logs to a separate private bucket', () => {
    expect(uploadsBucket()[1].LoggingConfiguration).toEqual({ DestinationBucketName: { Ref: expect.any(String) }, LogFilePrefix: 'uploads/' });
  });
});
