import type { RouteAccess } from '#lambdas/route-types';

/**
 * The IAM actions each `access` value grants, without CDK: AppFunction attaches them to the role and
 * the local runtime refuses any call outside them, so the two read the same lists.
 */
export const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:ConditionCheckItem'];
export const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
export const OBJECT_READ = ['s3:GetObject'];
export const OBJECT_WRITE = ['s3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'];
/** Writers also remove whole folders (a deleted chat room's attachments), which needs a listing. */
export const BUCKET_LIST = ['s3:ListBucket'];
export const MANAGE_CONNECTIONS = ['execute-api:ManageConnections'];
export const SCHEDULE_ACTIONS = ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'];
export const PASS_ROLE = ['iam:PassRole'];
export const ALERT_ACTIONS = ['ses:SendEmail', 'sns:Publish'];
export const USER_READ = ['cognito-idp:AdminGetUser', 'cognito-idp:ListUsers'];
export const USER_ADMIN = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
];
export const SECRETS_SEAL = ['kms:Encrypt'];
export const SECRETS_OPEN = ['kms:Decrypt'];
/**
 * Denied to every job and workflow task whatever its `access` grants: they never Scan the table (a Scan
 * of every company's items does not finish past a few GB); what they need across companies is in an
 * index (lambdas/data/ACCESS-PATTERNS.md). Their roles deny it explicitly and the local runtime refuses it.
 */
export const DENIED_TO_JOBS = ['dynamodb:Scan'];
/** What `grantStartExecution` gives, on the named state machines only. */
export const START_EXECUTION = ['states:StartExecution'];

/** Every action the role of a function with this `access` may perform (resources aside). */
export function grantedActions(access: RouteAccess): Set<string> {
  const actions: string[] = [];
  if (access.table) actions.push(...TABLE_READ, ...(access.table === 'readWrite' ? TABLE_WRITE : []));
  if (access.uploads) actions.push(...OBJECT_READ, ...(access.uploads === 'readWrite' ? [...OBJECT_WRITE, ...BUCKET_LIST] : []));
  if (access.sockets) actions.push(...MANAGE_CONNECTIONS);
  if (access.workflows?.length) actions.push(...START_EXECUTION);
  if (access.schedules) actions.push(...SCHEDULE_ACTIONS, ...PASS_ROLE);
  if (access.alerts) actions.push(...ALERT_ACTIONS);
  if (access.users) actions.push(...USER_READ, ...(access.users === 'admin' ? USER_ADMIN : []));
  if (access.secrets && access.secrets !== 'open') actions.push(...SECRETS_SEAL);
  if (access.secrets && access.secrets !== 'seal') actions.push(...SECRETS_OPEN);
  return new Set(actions);
}
