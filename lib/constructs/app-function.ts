import { join } from 'node:path';
import { ArnFormat, Stack, type Duration } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { BroadcastScheduling } from './broadcast-scheduling.ts';
import type { Construct } from 'constructs';
import type { z } from 'zod';
import { TABLE_INDEXES } from '#lambdas/data/table-schema';
import { SYSTEM_ENV, type IntegrationSystem } from '#shared/integrations/systems';
import type { RouteAccess } from '#lambdas/route-types';
import type { runtimeEnvSchema } from '#lambdas/runtime-env';
import { ALERT_ACTIONS, BUCKET_LIST, SECRETS_OPEN, SECRETS_SEAL, USER_ADMIN, USER_READ, MANAGE_CONNECTIONS, OBJECT_READ, OBJECT_WRITE, PASS_ROLE, SCHEDULE_ACTIONS, TABLE_READ, TABLE_WRITE } from './grant-actions.ts';
import { acknowledgeWildcardArns } from './nag.ts';
import { NodeFunction, REPO_ROOT } from './node-function.ts';

/** The runtime contract's variables, each a plain or deploy-time (token) string. */
export type FunctionEnvironment = { readonly [K in keyof z.input<typeof runtimeEnvSchema>]?: string };

/** What a backend function may be bound to; `access` decides which of these it actually gets. */
export interface BackendResources {
  readonly table: ITable;
  readonly uploads?: IBucket;
  readonly sockets?: WebSocketStage;
  /** State machines by the name used in `access.workflows`. */
  readonly stateMachines?: Readonly<Record<string, IStateMachine>>;
  /** Where chat broadcasts are scheduled (functions with `access.schedules`). */
  readonly broadcasts?: BroadcastScheduling;
  /** Verified SES sender of alert e-mails (functions with `access.alerts`); unset, each e-mail is recorded as failed. */
  readonly alertFromEmail?: string;
  /** The web app's address, for links in the e-mails of functions with `access.alerts`. */
  readonly appUrl?: string;
  readonly appVersion: string;
  readonly minAppVersion: string;
  /** The Cognito user pool (functions with `access.users`). */
  readonly userPool?: IUserPool;
  /** The customer-managed key that seals integration secrets (functions with `access.secrets`). */
  readonly secretsKey?: IKey;
  /** Base URL of each outside system (functions with `access.outside`); a system without one answers 503. */
  readonly outsideSystems?: Partial<Record<IntegrationSystem, string>>;
  /** Where sign-ups, profile changes and support tickets are reported (functions with `access.alerts`). */
  readonly supportEmail?: string;
  /** Our client id at OAuth providers (functions calling video telematics). */
  readonly oauthClientId?: string;
}

export interface AppFunctionProps {
  /** Module under lambdas/ without extension, exporting `handler`; its name when `entry` is given. */
  readonly handler: string;
  /** Absolute path of a generated entry module (an API function's router) instead of `lambdas/<handler>.ts`. */
  readonly entry?: string;
  readonly access: RouteAccess;
  readonly backend: BackendResources;
  readonly description?: string;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  readonly logRetention?: RetentionDays;
  readonly environment?: FunctionEnvironment;
  readonly define?: Readonly<Record<string, string>>;
}


/**
 * The house Lambda for backend handlers (routes, socket routes, workflow tasks, jobs): exactly the
 * grants and runtime environment its `access` declares, nothing more.
 */
export class AppFunction extends NodeFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id, {
      entry: props.entry ?? join(REPO_ROOT, 'lambdas', `${props.handler}.ts`),
      description: props.description ?? props.handler,
      timeout: props.timeout,
      memorySize: props.memorySize,
      logRetention: props.logRetention,
      define: props.define,
    });
    const { access, backend } = props;
    const environment: FunctionEnvironment = {
      APP_VERSION: backend.appVersion,
      MIN_APP_VERSION: backend.minAppVersion,
      ...this.grantTable(backend.table, access.table),
      ...this.grantUploads(backend.uploads, access.uploads),
      ...this.grantSockets(backend.sockets, access.sockets),
      ...this.grantWorkflows(backend.stateMachines, access.workflows),
      ...this.grantSchedules(backend.broadcasts, access.schedules),
      ...this.grantAlerts(backend.alertFromEmail, access.alerts),
      ...(access.alerts ? { APP_URL: backend.appUrl, SUPPORT_EMAIL: backend.supportEmail } : {}),
      ...this.grantUsers(backend.userPool, access.users),
      ...this.grantSecrets(backend.secretsKey, access.secrets),
      ...outsideEnvironment(backend, access.outside),
      ...props.environment,
    };
    for (const [name, value] of Object.entries(environment)) {
      if (value !== undefined) this.fn.addEnvironment(name, value);
    }
  }

  private grantTable(table: ITable, level: RouteAccess['table']): FunctionEnvironment {
    if (!level) return {};
    const indexArns = TABLE_INDEXES.map((index) => `${table.tableArn}/index/${index.indexName}`);
    this.role.addToPolicy(new PolicyStatement({ actions: TABLE_READ, resources: [table.tableArn, ...indexArns] }));
    if (level === 'readWrite') this.role.addToPolicy(new PolicyStatement({ actions: TABLE_WRITE, resources: [table.tableArn] }));
    return { TABLE_NAME: table.tableName };
  }

  private grantUploads(bucket: IBucket | undefined, level: RouteAccess['uploads']): FunctionEnvironment {
    if (!level) return {};
    if (!bucket) throw new Error(`${this.node.path}: access.uploads needs the uploads bucket`);
    const objects = bucket.arnForObjects('*');
    const actions = level === 'readWrite' ? [...OBJECT_READ, ...OBJECT_WRITE] : OBJECT_READ;
    this.role.addToPolicy(new PolicyStatement({ actions, resources: [objects] }));
    if (level === 'readWrite') this.role.addToPolicy(new PolicyStatement({ actions: BUCKET_LIST, resources: [bucket.bucketArn] }));
    acknowledgeWildcardArns(this, [objects], 'Object keys are chosen per upload at run time; the grant covers objects of the one uploads bucket only.');
    return { UPLOADS_BUCKET: bucket.bucketName };
  }

  private grantSockets(stage: WebSocketStage | undefined, sockets: boolean | undefined): FunctionEnvironment {
    if (!sockets) return {};
    if (!stage) throw new Error(`${this.node.path}: access.sockets needs the WebSocket stage`);
    const connections = Stack.of(this).formatArn({
      service: 'execute-api',
      resource: stage.api.apiId,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      resourceName: `${stage.stageName}/*/@connections/*`,
    });
    this.role.addToPolicy(new PolicyStatement({ actions: MANAGE_CONNECTIONS, resources: [connections] }));
    acknowledgeWildcardArns(this, [connections], 'Connection ids exist only at run time; the grant covers the @connections endpoint of the one WebSocket stage.');
    return { SOCKETS_ENDPOINT: stage.callbackUrl };
  }

  private grantSchedules(broadcasts: BroadcastScheduling | undefined, schedules: boolean | undefined): FunctionEnvironment {
    if (!schedules) return {};
    if (!broadcasts) throw new Error(`${this.node.path}: access.schedules needs the broadcast schedule group`);
    const inGroup = Stack.of(this).formatArn({
      service: 'scheduler',
      resource: 'schedule',
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      resourceName: `${broadcasts.groupName}/*`,
    });
    this.role.addToPolicy(
      new PolicyStatement({ actions: SCHEDULE_ACTIONS, resources: [inGroup] }),
    );
    this.role.addToPolicy(
      new PolicyStatement({
        actions: PASS_ROLE,
        resources: [broadcasts.role.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    acknowledgeWildcardArns(this, [inGroup], 'One schedule per broadcast, named at run time; the grant covers the broadcast schedule group only.');
    return {
      BROADCAST_SCHEDULE_GROUP: broadcasts.groupName,
      BROADCAST_TARGET_ARN: broadcasts.targetArn,
      BROADCAST_SCHEDULER_ROLE_ARN: broadcasts.role.roleArn,
    };
  }

  private grantAlerts(fromEmail: string | undefined, alerts: boolean | undefined): FunctionEnvironment {
    if (!alerts) return {};
    const identities = Stack.of(this).formatArn({ service: 'ses', resource: 'identity', arnFormat: ArnFormat.SLASH_RESOURCE_NAME, resourceName: '*' });
    this.role.addToPolicy(new PolicyStatement({ actions: ALERT_ACTIONS.filter((a) => a.startsWith('ses:')), resources: [identities] }));
    // SMS to a phone number is an SNS Publish without a topic: IAM has no narrower resource for it.
    this.role.addToPolicy(new PolicyStatement({ actions: ALERT_ACTIONS.filter((a) => a.startsWith('sns:')), resources: ['*'] }));
    acknowledgeWildcardArns(this, [identities], 'Alert e-mails go out from the verified SES identity of the deployment; recipients are chosen at run time.');
    acknowledgeWildcardArns(this, ['*'], 'SNS SMS publishing to a phone number has no resource ARN; only sns:Publish is granted.');
    return { ALERT_TRANSPORT: 'aws', ...(fromEmail ? { ALERT_FROM_EMAIL: fromEmail } : {}) };
  }

  private grantUsers(pool: IUserPool | undefined, level: RouteAccess['users']): FunctionEnvironment {
    if (!level) return {};
    if (!pool) throw new Error(`${this.node.path}: access.users needs the user pool`);
    const actions = level === 'admin' ? [...USER_READ, ...USER_ADMIN] : USER_READ;
    this.role.addToPolicy(new PolicyStatement({ actions, resources: [pool.userPoolArn] }));
    return { USER_POOL_ID: pool.userPoolId };
  }

  private grantSecrets(key: IKey | undefined, level: RouteAccess['secrets']): FunctionEnvironment {
    if (!level) return {};
    if (!key) throw new Error(`${this.node.path}: access.secrets needs the integration secrets key`);
    const actions = [...(level !== 'open' ? SECRETS_SEAL : []), ...(level !== 'seal' ? SECRETS_OPEN : [])];
    this.role.addToPolicy(new PolicyStatement({ actions, resources: [key.keyArn] }));
    return { SECRETS_KEY_ID: key.keyArn };
  }

  private grantWorkflows(machines: BackendResources['stateMachines'], names: readonly string[] | undefined): FunctionEnvironment {
    if (!names?.length) return {};
    const arns: Record<string, string> = {};
    for (const name of names) {
      const machine = machines?.[name];
      if (!machine) throw new Error(`${this.node.path}: access.workflows names unknown state machine '${name}'`);
      machine.grantStartExecution(this.role);
      arns[name] = machine.stateMachineArn;
    }
    return { STATE_MACHINE_ARNS: Stack.of(this).toJsonString(arns) };
  }
}

/** The base URL variable of each outside system the function calls, where the deployment was given one. */
function outsideEnvironment(backend: BackendResources, systems: readonly IntegrationSystem[] | undefined): FunctionEnvironment {
  if (!systems?.length) return {};
  const environment: Record<string, string | undefined> = Object.fromEntries(systems.map((system) => [SYSTEM_ENV[system], backend.outsideSystems?.[system]]));
  if (systems.includes('video-telematics')) environment.OAUTH_CLIENT_ID = backend.oauthClientId;
  if (!environment.APP_URL && systems.includes('video-telematics')) environment.APP_URL = backend.appUrl;
  return environment as FunctionEnvironment;
}
