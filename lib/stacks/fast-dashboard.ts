import { Tags, type App, type Environment } from 'aws-cdk-lib';
import { ApiStack } from './api-stack.ts';
import type { ApiThrottle } from './api-throttle.ts';
import { AuthStack } from './auth-stack.ts';
import { DataStack } from './data-stack.ts';
import { ObservabilityStack } from './observability-stack.ts';
import { RealtimeStack } from './realtime-stack.ts';
import { SchedulesStack } from './schedules-stack.ts';
import { StorageStack } from './storage-stack.ts';
import { WebConfigStack } from './web-config-stack.ts';
import { WebStack, type WebStackProps } from './web-stack.ts';
import { WorkflowsStack } from './workflows-stack.ts';
import type { IntegrationSystem } from '#shared/integrations/systems';

export interface FastDashboardProps {
  readonly spaAssetPath: string;
  readonly appVersion: string;
  /** Clients older than this are sent to /restart (spec part 1 §7). */
  readonly minAppVersion: string;
  /**
   * The deployment stage (context `stage`, see STAGE_NAME): in every stack name, so each stage is a
   * complete, independent copy of the product, and the WebSocket API's stage name.
   */
  readonly stageName: string;
  readonly webDomain?: WebStackProps['domain'];
  /** Verified SES sender of broadcast alert e-mails. */
  readonly alertFromEmail?: string;
  /** Base URL of each outside system the product connects to (context `outsideSystems`). */
  readonly outsideSystems?: Partial<Record<IntegrationSystem, string>>;
  /** Where sign-ups, profile changes and support tickets are reported. */
  readonly supportEmail?: string;
  /** Our client id at OAuth providers. */
  readonly oauthClientId?: string;
  /** Subscribed by e-mail to the alarms' SNS topic. */
  readonly alarmEmail?: string;
  /** The HTTP API stage's and open routes' request limits (context `apiThrottle`). */
  readonly apiThrottle?: ApiThrottle;
  readonly env?: Environment;
}

export type FastDashboardStacks = ReturnType<typeof addFastDashboardStacks>;

/**
 * Feature flags the stacks are written against, for `new App({ context: FEATURE_FLAGS })`. They live
 * in code, not in cdk.json, so the tests' in-memory app builds exactly the templates `cdk synth` builds.
 */
export const FEATURE_FLAGS = {
  '@aws-cdk/aws-iam:minimizePolicies': true,
  // Exports protect the table, buckets and user pool from being removed while a consumer uses them.
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
  // Log delivery through a bucket policy instead of the legacy LogDeliveryWrite ACL.
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
} as const;

/**
 * What a stage may be called: it goes into every stack name, and from there into the names CloudFormation
 * and CDK make for resources (function, alarm and state machine names, the schedule groups, the KMS
 * alias), so it is short and of the characters all of them accept.
 */
export const STAGE_NAME = /^[a-z][a-z0-9-]{0,15}$/;

/**
 * The whole product as stacks named `FastDashboard-<stage>-*`, in deployment order. Used by bin/app.ts
 * and by the infra tests, so both see the same app. Every physical name carries the stage, mostly through
 * its stack's name, or is left to CloudFormation: two stages live side by side in one account and region.
 */
export function addFastDashboardStacks(app: App, props: FastDashboardProps) {
  if (!STAGE_NAME.test(props.stageName)) {
    throw new Error(
      `Context stage: '${props.stageName}' is not a stage name; a stage is lowercase letters, digits and hyphens, starting with a letter, at most 16 characters (-c stage=staging)`,
    );
  }
  const name = (id: string) => `FastDashboard-${props.stageName}-${id}`;
  const common = { env: props.env };
  const versions = { appVersion: props.appVersion, minAppVersion: props.minAppVersion };

  const auth = new AuthStack(app, name('Auth'), { ...common, sesFromEmail: props.alertFromEmail, ...(props.webDomain ? { signInUrl: `https://${props.webDomain.name}/login` } : {}) });
  const data = new DataStack(app, name('Data'), common);
  const web = new WebStack(app, name('Web'), { ...common, spaAssetPath: props.spaAssetPath, domain: props.webDomain });
  const webOrigins = [web.origin];
  const storage = new StorageStack(app, name('Storage'), { ...common, webOrigins });

  const backend = {
    ...versions,
    table: data.table,
    uploads: storage.uploads,
    alertFromEmail: props.alertFromEmail,
    appUrl: web.origin,
    userPool: auth.userPool,
    secretsKey: data.integrationSecretsKey,
    outsideSystems: props.outsideSystems,
    supportEmail: props.supportEmail,
    oauthClientId: props.oauthClientId,
  };
  const realtime = new RealtimeStack(app, name('Realtime'), {
    ...common,
    backend,
    stageName: props.stageName,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
  });
  const workflows = new WorkflowsStack(app, name('Workflows'), { ...common, backend: { ...backend, sockets: realtime.stage } });
  const fullBackend = { ...backend, sockets: realtime.stage, stateMachines: workflows.stateMachines };
  // Before the API: its broadcast routes create schedules in this stack's group, for this stack's sender.
  const schedules = new SchedulesStack(app, name('Schedules'), { ...common, backend: fullBackend });
  const api = new ApiStack(app, name('Api'), {
    ...common,
    backend: { ...fullBackend, broadcasts: schedules.broadcasts },
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    webOrigins,
    throttle: props.apiThrottle,
  });
  const webConfig = new WebConfigStack(app, name('WebConfig'), {
    ...common,
    bucket: web.bucket,
    distribution: web.distribution,
    config: {
      region: auth.region,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.userPoolClient.userPoolClientId,
      apiUrl: api.url,
      wsUrl: realtime.stage.url,
      appVersion: props.appVersion,
    },
  });

  const observability = new ObservabilityStack(app, name('Observability'), {
    ...common,
    httpApi: api.api,
    stateMachines: workflows.stateMachines,
    table: data.table,
    alarmEmail: props.alarmEmail,
  });

  Tags.of(app).add('application', 'fast-dashboard');
  Tags.of(app).add('stage', props.stageName);
  return { auth, data, web, storage, realtime, workflows, api, schedules, webConfig, observability };
}
