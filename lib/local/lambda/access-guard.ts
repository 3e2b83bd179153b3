import type { RuntimeHooks } from '#lambdas/runtime-hooks';
import { grantedActions } from '#lib/constructs/grant-actions';
import { LOCAL_ACCOUNT, LOCAL_REGION } from '#lib/local/names';
import { functionNameFor } from './handler-module.ts';
import { actionsFor } from './iam-actions.ts';
import { currentFunction, type LocalFunction } from './local-function.ts';

/** Shaped like the SDK's service exceptions, so handlers and their logs see what they would in AWS. */
export class AccessDeniedError extends Error {
  readonly $fault = 'client';
  readonly $metadata: { httpStatusCode: number };
  constructor(name: string, httpStatusCode: number, message: string) {
    super(message);
    this.name = name;
    this.$metadata = { httpStatusCode };
  }
}

function resourceArn(action: string, resource: string): string {
  const service = action.split(':')[0];
  if (service === 's3') return `arn:aws:s3:::${resource}`;
  if (service === 'dynamodb') return `arn:aws:dynamodb:${LOCAL_REGION}:${LOCAL_ACCOUNT}:table/${resource}`;
  return resource;
}

/** IAM's refusal as each service reports it: S3 answers 403 AccessDenied, DynamoDB and Step Functions 400. */
function denied(fn: LocalFunction, action: string, resource: string, explicitly = false): AccessDeniedError {
  const name = functionNameFor(fn.entry);
  const because = explicitly ? 'with an explicit deny in an identity-based policy' : `because no identity-based policy allows the ${action} action`;
  const message =
    `User: arn:aws:sts::${LOCAL_ACCOUNT}:assumed-role/${name}-role/${name} is not authorized to perform: ${action} ` +
    `on resource: ${resourceArn(action, resource)} ${because}`;
  const service = action.split(':')[0];
  if (service === 's3') return new AccessDeniedError('AccessDenied', 403, message);
  return new AccessDeniedError('AccessDeniedException', service === 'dynamodb' || service === 'states' ? 400 : 403, message);
}

/**
 * Resources are the one table, the uploads bucket, the named state machines, the one user pool and the one
 * integration secrets key, as AppFunction scopes them.
 */
function withinResources(fn: LocalFunction, action: string, resource: string): boolean {
  if (action.startsWith('s3:')) return resource.split('/')[0] === process.env.UPLOADS_BUCKET;
  if (action.startsWith('cognito-idp:')) return resource === process.env.USER_POOL_ID;
  // Decrypt names no key: the ciphertext does, and only our key's ciphertexts open (the stand-in has one key).
  if (action === 'kms:Encrypt') return resource === process.env.SECRETS_KEY_ID;
  if (action === 'states:StartExecution') return (fn.access.workflows ?? []).includes(resource.split(':').pop() ?? '');
  return true;
}

function check(fn: LocalFunction, action: string, resource: string): void {
  // An explicit Deny outweighs any Allow, as in IAM.
  if (fn.denied?.includes(action)) throw denied(fn, action, resource, true);
  if (!grantedActions(fn.access).has(action) || !withinResources(fn, action, resource)) throw denied(fn, action, resource);
}

function resourceOf(input: Readonly<Record<string, unknown>>): string {
  if (typeof input.Bucket === 'string') return typeof input.Key === 'string' ? `${input.Bucket}/${input.Key}` : input.Bucket;
  if (typeof input.stateMachineArn === 'string') return input.stateMachineArn;
  if (typeof input.TableName === 'string') return input.TableName;
  if (typeof input.UserPoolId === 'string') return input.UserPoolId;
  if (typeof input.KeyId === 'string') return input.KeyId;
  if (input.RequestItems && typeof input.RequestItems === 'object') return Object.keys(input.RequestItems).join(',');
  return typeof input.Name === 'string' ? input.Name : '*';
}

/**
 * Refuses, inside an invocation, any AWS call the function's `access` does not grant, as IAM would.
 * Outside one (the local cloud seeding its demo data) calls pass: that is the operator, not a function.
 */
export const accessGuard: RuntimeHooks = {
  authorize(action, resource) {
    const fn = currentFunction();
    if (fn) check(fn, action, resource);
  },
  beforeCommand(clientName, commandName, input) {
    const fn = currentFunction();
    if (!fn) return;
    for (const action of actionsFor(clientName, commandName, input)) check(fn, action, resourceOf(input));
  },
};
