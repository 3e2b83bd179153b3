/** Timeouts of the deployed functions, in seconds, declared once: the CDK app sets them and the local runtime enforces them. */
export const FUNCTION_TIMEOUT_SECONDS = {
  /** NodeFunction's default: every API route and socket route. */
  default: 10,
  broadcastSender: 120,
  job: 300,
  workflowTask: 300,
} as const;

/** API Gateway gives up on an integration after 30 s and answers 503, whatever the function's own timeout. */
export const API_INTEGRATION_TIMEOUT_SECONDS = 30;
