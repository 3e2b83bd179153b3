import { InvalidParameterError, NotAuthorizedError, ResourceNotFoundError } from 'cognito-local/lib/errors.js';
import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import type { CognitoService } from 'cognito-local/lib/services/cognitoService.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Messages } from 'cognito-local/lib/services/messages.js';
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import type { TokenIssuer } from '#lib/local/cognito/token-issuer';

export interface ShimDeps {
  ctx: Context;
  cognito: CognitoService;
  tokens: TokenIssuer;
  /** Where codes and temporary passwords go (the local mailbox). */
  messages: Messages;
}

export type CognitoRequest = Record<string, unknown>;

/** A shim returns PASS when cognito-local's own target should answer the request. */
export const PASS = Symbol('pass to cognito-local');
export type Shim = (req: CognitoRequest) => Promise<object | typeof PASS>;

/** Cognito's answer for a wrong password and, with PreventUserExistenceErrors, for an unknown user. */
export const incorrectCredentials = (): NotAuthorizedError => new NotAuthorizedError('Incorrect username or password.');

export function requireString(req: CognitoRequest | undefined, name: string): string {
  const value = req?.[name];
  if (typeof value !== 'string' || value === '') throw new InvalidParameterError(`Missing required parameter ${name}`);
  return value;
}

export function stringMap(req: CognitoRequest, name: string): CognitoRequest {
  const value = req[name];
  return value && typeof value === 'object' ? (value as CognitoRequest) : {};
}

export async function poolAndClient(deps: ShimDeps, clientId: string): Promise<{ pool: UserPoolService; client: AppClient }> {
  const client = await deps.cognito.getAppClient(deps.ctx, clientId);
  if (!client) throw new ResourceNotFoundError(`User pool client ${clientId} does not exist.`);
  return { pool: await deps.cognito.getUserPool(deps.ctx, client.UserPoolId), client };
}
