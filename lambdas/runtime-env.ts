import * as z from 'zod';
import type { RouteAccess } from './route-types.ts';

/**
 * Environment every function receives, in AWS (set by the house Lambda construct) and locally (set by
 * the local cloud). Endpoints of local stand-ins come through the SDK's own AWS_ENDPOINT_URL_* variables.
 */
export const runtimeEnvSchema = z.object({
  /** Set only for functions granted the table (route access.table). */
  TABLE_NAME: z.string().min(1).optional(),
  UPLOADS_BUCKET: z.string().min(1).optional(),
  /** https endpoint of the WebSocket API's @connections management API. */
  SOCKETS_ENDPOINT: z.string().min(1).optional(),
  /** JSON object: state machine name → ARN. */
  STATE_MACHINE_ARNS: z.string().optional(),
  /** Chat broadcasts' one-time schedules: their group, target function and the role Scheduler assumes. */
  BROADCAST_SCHEDULE_GROUP: z.string().min(1).optional(),
  BROADCAST_TARGET_ARN: z.string().min(1).optional(),
  BROADCAST_SCHEDULER_ROLE_ARN: z.string().min(1).optional(),
  /** `aws`: alerts go out through SES and SNS; `outbox`: they are only kept in outgoingMail (local). */
  ALERT_TRANSPORT: z.enum(['aws', 'outbox']).optional(),
  ALERT_FROM_EMAIL: z.string().min(3).optional(),
  /** Days a completed import stays in the history before the cleanup job removes it (spec part 2 §9). */
  IMPORT_CLEANUP_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
  /** The web app's address (https://…): links a function e-mails open there (scheduled reports). */
  APP_URL: z.string().url().optional(),
  /** The Cognito user pool (route access.users). */
  USER_POOL_ID: z.string().min(1).optional(),
  /** Id or ARN of the KMS key that seals integration secrets (route access.secrets). */
  SECRETS_KEY_ID: z.string().min(1).optional(),
  /** Base URL of each outside system (route access.outside), from CDK context `outsideSystems` in AWS. */
  SETTLEMENT_PORTAL_URL: z.string().url().optional(),
  MAINTENANCE_BILLING_URL: z.string().url().optional(),
  SAFETY_SOFTWARE_URL: z.string().url().optional(),
  VIDEO_TELEMATICS_URL: z.string().url().optional(),
  HELPDESK_URL: z.string().url().optional(),
  /** Where sign-ups, profile changes and support tickets are reported (functions with access.alerts). */
  SUPPORT_EMAIL: z.string().email().default('support@fastdashboard.app'),
  /** Our client id at OAuth providers (video telematics). */
  OAUTH_CLIENT_ID: z.string().min(1).optional(),
  APP_VERSION: z.string().default('3.21.1'),
  MIN_APP_VERSION: z.string().default('3.21.1'),
  POWERTOOLS_SERVICE_NAME: z.string().default('fast-dashboard'),
});

export type RuntimeEnv = z.infer<typeof runtimeEnvSchema>;

export function runtimeEnv(env: NodeJS.ProcessEnv = process.env): RuntimeEnv {
  return runtimeEnvSchema.parse(env);
}

const present = z.string().min(1);

/** STATE_MACHINE_ARNS as it must be for these names: a JSON object with a non-empty ARN under each. */
function stateMachineArnsFor(names: readonly string[]) {
  return z.string().superRefine((text, ctx) => {
    let arns: unknown;
    try {
      arns = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not JSON' });
      return;
    }
    const missing = names.filter((name) => {
      const arn = (arns as Record<string, unknown> | null)?.[name];
      return typeof arn !== 'string' || arn.length === 0;
    });
    if (missing.length > 0) ctx.addIssue({ code: 'custom', message: `has no ARN for ${missing.join(', ')}` });
  });
}

/**
 * The environment a function with this access cannot work without: each grant comes with the variables
 * that name what it grants. The house Lambda construct and the local cloud set them; a function missing
 * one was deployed wrong.
 */
export function envSchemaFor(access: RouteAccess) {
  return runtimeEnvSchema.extend({
    ...(access.table ? { TABLE_NAME: present } : {}),
    ...(access.uploads ? { UPLOADS_BUCKET: present } : {}),
    ...(access.sockets ? { SOCKETS_ENDPOINT: present } : {}),
    ...(access.workflows?.length ? { STATE_MACHINE_ARNS: stateMachineArnsFor(access.workflows) } : {}),
    ...(access.schedules ? { BROADCAST_SCHEDULE_GROUP: present, BROADCAST_TARGET_ARN: present, BROADCAST_SCHEDULER_ROLE_ARN: present } : {}),
    // ALERT_FROM_EMAIL stays optional: a deployment without a verified sender records each alert e-mail as failed.
    ...(access.alerts ? { ALERT_TRANSPORT: runtimeEnvSchema.shape.ALERT_TRANSPORT.unwrap() } : {}),
    ...(access.users ? { USER_POOL_ID: present } : {}),
    ...(access.secrets ? { SECRETS_KEY_ID: present } : {}),
    // Outside systems' URLs stay optional: a deployment not yet given a system's address answers 503 for
    // that system alone (systemBaseUrl), instead of failing every call of the function.
  });
}

/** What is wrong with `env` for a function with this access, one line a variable; empty when nothing is. */
export function environmentProblems(access: RouteAccess, env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  const parsed = envSchemaFor(access).safeParse(env);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${env[String(issue.path[0])] === undefined ? 'missing' : issue.message}`);
}
