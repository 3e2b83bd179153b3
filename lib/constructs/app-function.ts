import { join } from 'node:path';
import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { z } from 'zod';
import { TABLE_INDEXES } from '#lambdas/data/table-schema';
import type { RouteAccess } from '#lambdas/route-types';
import type { runtimeEnvSchema } from '#lambdas/runtime-env';
import { acknowledgeWildcardArns } from './nag.ts';

const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** The runtime contract's variables, each a plain or deploy-time (token) string. */
export type FunctionEnvironment = { readonly [K in keyof z.input<typeof runtimeEnvSchema>]?: string };

/** What a backend function may be bound to; `access` decides which of these it actually gets. */
export interface BackendResources {
  readonly table: ITable;
  readonly uploads?: IBucket;
  readonly sockets?: WebSocketStage;
  /** State machines by the name used in `access.workflows`. */
  readonly stateMachines?: Readonly<Record<string, IStateMachine>>;
  readonly appVersion: string;
  readonly minAppVersion: string;
}

export interface AppFunctionProps {
  /** Module under lambdas/ without extension, exporting `handler`. */
  readonly handler: string;
  readonly access: RouteAccess;
  readonly backend: BackendResources;
  readonly description?: string;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  readonly logRetention?: RetentionDays;
  readonly environment?: FunctionEnvironment;
}

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const OBJECT_READ = ['s3:GetObject'];
const OBJECT_WRITE = ['s3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'];

/**
 * The house Lambda: one handler module bundled by esbuild as ESM for Node 24 on ARM64, its own log
 * group with retention, and exactly the grants and environment its `access` declares — nothing more.
 */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { access, backend } = props;

    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention ?? RetentionDays.ONE_MONTH });
    // Own role instead of the default one: the default attaches the AWS managed basic-execution policy,
    // which may write to any log group.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    const environment: FunctionEnvironment = {
      APP_VERSION: backend.appVersion,
      MIN_APP_VERSION: backend.minAppVersion,
      POWERTOOLS_SERVICE_NAME: 'fast-dashboard',
      ...this.grantTable(role, backend.table, access.table),
      ...this.grantUploads(role, backend.uploads, access.uploads),
      ...this.grantSockets(role, backend.sockets, access.sockets),
      ...this.grantWorkflows(role, backend.stateMachines, access.workflows),
      ...props.environment,
    };

    this.fn = new NodejsFunction(this, 'Function', {
      entry: join(REPO_ROOT, 'lambdas', `${props.handler}.ts`),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      description: props.description ?? props.handler,
      role,
      logGroup,
      environment: { ...definedOnly(environment), NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        mainFields: ['module', 'main'],
        // CommonJS dependencies bundled into ESM still call require() for Node built-ins.
        banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        forceDockerBundling: false,
      },
    });
  }

  private grantTable(role: Role, table: ITable, level: RouteAccess['table']): FunctionEnvironment {
    if (!level) return {};
    const indexArns = TABLE_INDEXES.map((index) => `${table.tableArn}/index/${index.indexName}`);
    role.addToPolicy(new PolicyStatement({ actions: TABLE_READ, resources: [table.tableArn, ...indexArns] }));
    if (level === 'readWrite') role.addToPolicy(new PolicyStatement({ actions: TABLE_WRITE, resources: [table.tableArn] }));
    return { TABLE_NAME: table.tableName };
  }

  private grantUploads(role: Role, bucket: IBucket | undefined, level: RouteAccess['uploads']): FunctionEnvironment {
    if (!level) return {};
    if (!bucket) throw new Error(`${this.node.path}: access.uploads needs the uploads bucket`);
    const objects = bucket.arnForObjects('*');
    const actions = level === 'readWrite' ? [...OBJECT_READ, ...OBJECT_WRITE] : OBJECT_READ;
    role.addToPolicy(new PolicyStatement({ actions, resources: [objects] }));
    acknowledgeWildcardArns(this, [objects], 'Object keys are chosen per upload at run time; the grant covers objects of the one uploads bucket only.');
    return { UPLOADS_BUCKET: bucket.bucketName };
  }

  private grantSockets(role: Role, stage: WebSocketStage | undefined, sockets: boolean | undefined): FunctionEnvironment {
    if (!sockets) return {};
    if (!stage) throw new Error(`${this.node.path}: access.sockets needs the WebSocket stage`);
    const connections = Stack.of(this).formatArn({
      service: 'execute-api',
      resource: stage.api.apiId,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      resourceName: `${stage.stageName}/*/@connections/*`,
    });
    role.addToPolicy(new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [connections] }));
    acknowledgeWildcardArns(this, [connections], 'Connection ids exist only at run time; the grant covers the @connections endpoint of the one WebSocket stage.');
    return { SOCKETS_ENDPOINT: stage.callbackUrl };
  }

  private grantWorkflows(
    role: Role,
    machines: BackendResources['stateMachines'],
    names: readonly string[] | undefined,
  ): FunctionEnvironment {
    if (!names?.length) return {};
    const arns: Record<string, string> = {};
    for (const name of names) {
      const machine = machines?.[name];
      if (!machine) throw new Error(`${this.node.path}: access.workflows names unknown state machine '${name}'`);
      machine.grantStartExecution(role);
      arns[name] = machine.stateMachineArn;
    }
    return { STATE_MACHINE_ARNS: Stack.of(this).toJsonString(arns) };
  }
}

function definedOnly(env: FunctionEnvironment): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
