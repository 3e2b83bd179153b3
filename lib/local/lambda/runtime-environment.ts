import { runtimeEnvSchema } from '#lambdas/runtime-env';
import { KMS_PATH, SIMULATOR_PATH } from '#lib/local/gateway/http-gateway';
import { INTEGRATION_SYSTEMS, SYSTEM_ENV } from '#shared/integrations/systems';
import { LOCAL_ACCOUNT, LOCAL_BROADCAST_GROUP, LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_SECRETS_KEY_ID, LOCAL_TABLE_NAME, LOCAL_UPLOADS_BUCKET } from '#lib/local/names';

export interface LocalEndpoints {
  baseUrl: string;
  /** The WebSocket API's `@connections` endpoint (its own port, served by the socket worker). */
  socketsEndpoint: string;
  dynamoDbEndpoint: string;
  s3Endpoint: string;
  cognitoEndpoint: string;
  userPoolId: string;
  appVersion: string;
  /** name → ARN of every state machine */
  stateMachineArns: Record<string, string>;
  /** Function ARN of the broadcast schedules' target. */
  broadcastTargetArn: string;
}

/**
 * What the house Lambda construct sets on every function in AWS, with the endpoints of the local
 * stand-ins added through the SDK's own AWS_ENDPOINT_URL_* variables, plus the variables the Lambda
 * runtime itself provides (region, credentials).
 */
export function localLambdaEnvironment(e: LocalEndpoints): Record<string, string> {
  const env = {
    TABLE_NAME: LOCAL_TABLE_NAME,
    UPLOADS_BUCKET: LOCAL_UPLOADS_BUCKET,
    // The management API lives at the root of the socket server, as it does under the stage URL in AWS.
    SOCKETS_ENDPOINT: e.socketsEndpoint,
    STATE_MACHINE_ARNS: JSON.stringify(e.stateMachineArns),
    // The local cloud serves the web app from its own address.
    APP_URL: e.baseUrl,
    APP_VERSION: e.appVersion,
    MIN_APP_VERSION: e.appVersion,
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: e.dynamoDbEndpoint,
    AWS_ENDPOINT_URL_S3: e.s3Endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ENDPOINT_URL_SFN: `${e.baseUrl}/_sfn`,
    AWS_ENDPOINT_URL_SCHEDULER: `${e.baseUrl}/_scheduler`,
    BROADCAST_SCHEDULE_GROUP: LOCAL_BROADCAST_GROUP,
    BROADCAST_TARGET_ARN: e.broadcastTargetArn,
    BROADCAST_SCHEDULER_ROLE_ARN: `arn:aws:iam::${LOCAL_ACCOUNT}:role/fast-dashboard-broadcast-scheduler`,
    ALERT_TRANSPORT: 'outbox',
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: e.cognitoEndpoint,
    USER_POOL_ID: e.userPoolId,
    SECRETS_KEY_ID: LOCAL_SECRETS_KEY_ID,
    AWS_ENDPOINT_URL_KMS: `${e.baseUrl}${KMS_PATH}`,
    SUPPORT_EMAIL: 'support@fastdashboard.test',
    OAUTH_CLIENT_ID: 'fast-dashboard-local',
    // Each outside system is its simulator, mounted on the gateway.
    ...Object.fromEntries(INTEGRATION_SYSTEMS.map((system) => [SYSTEM_ENV[system], `${e.baseUrl}${SIMULATOR_PATH}/${system}`])),
  };
  // Fails at start, not at the first request, if the contract and this list drift apart.
  runtimeEnvSchema.parse(env);
  return env;
}

/** Variables that would make the SDK pick up real credentials or profiles instead of the dummy ones. */
export const SHADOWING_VARIABLES = ['AWS_PROFILE', 'AWS_SESSION_TOKEN', 'AWS_CONTAINER_CREDENTIALS_FULL_URI', 'AWS_WEB_IDENTITY_TOKEN_FILE'];
