import { join } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { FUNCTION_TIMEOUT_SECONDS } from '#lib/function-timeouts';
import { powertoolsLayer } from './powertools-layer.ts';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/**
 * What Powertools reads in every function: the service its logs, metrics and traces carry, the metrics
 * namespace; the Tracer never records a response (pay, names, messages), as the handlers also ask.
 */
export const POWERTOOLS_ENVIRONMENT = {
  POWERTOOLS_SERVICE_NAME: 'fast-dashboard',
  POWERTOOLS_METRICS_NAMESPACE: 'FastDashboard',
  POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
} as const;

/** Left out of every bundle: the runtime has the AWS SDK v3, the Powertools layer has Powertools. */
export const EXTERNAL_MODULES = ['@aws-sdk/*', '@aws-lambda-powertools/*'];

export interface NodeFunctionProps {
  /** Absolute path of the TypeScript module exporting `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly environment?: Readonly<Record<string, string>>;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  readonly logRetention?: RetentionDays;
  /** esbuild `define`: expressions of the code replaced at bundling (a route function's own route). */
  readonly define?: Readonly<Record<string, string>>;
}

/**
 * Bundling, runtime and logging shared by every Lambda of the app: esbuild ESM for Node 24 on ARM64,
 * minified with source maps, the Powertools layer (Logger, Metrics, Tracer), X-Ray active tracing, its
 * own log group with retention, and a role that starts with no permission but writing to that log
 * group (and sending traces).
 */
export class NodeFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);

    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention ?? RetentionDays.ONE_MONTH });
    // Not the default role: that one attaches the AWS managed basic-execution policy, which may write
    // to any log group.
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(FUNCTION_TIMEOUT_SECONDS.default),
      description: props.description,
      role: this.role,
      logGroup,
      environment: { ...POWERTOOLS_ENVIRONMENT, ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      tracing: Tracing.ACTIVE,
      layers: [powertoolsLayer(this, 'Powertools')],
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        mainFields: ['module', 'main'],
        // Smaller bundles, faster cold starts (the bench measures the same).
        externalModules: EXTERNAL_MODULES,
        define: props.define ? { ...props.define } : undefined,
        // CommonJS dependencies bundled into ESM still call require() for Node built-ins.
        banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        forceDockerBundling: false,
      },
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Active tracing grants xray:PutTraceSegments and xray:PutTelemetryRecords, which have no resource-level permissions.',
    });
  }
}
