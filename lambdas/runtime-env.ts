import * as z from 'zod';

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
  APP_VERSION: z.string().default('3.21.1'),
  MIN_APP_VERSION: z.string().default('3.21.1'),
  POWERTOOLS_SERVICE_NAME: z.string().default('fast-dashboard'),
});

export type RuntimeEnv = z.infer<typeof runtimeEnvSchema>;

export function runtimeEnv(env: NodeJS.ProcessEnv = process.env): RuntimeEnv {
  return runtimeEnvSchema.parse(env);
}
