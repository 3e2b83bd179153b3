import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '#lambdas/http/errors';
import { logger } from '#lambdas/http/logger';
import { sdkClient } from '#lambdas/observability/sdk-client';
import { runtimeEnv } from '#lambdas/runtime-env';

let cognito: CognitoIdentityProviderClient | undefined;

function client(): { cognito: CognitoIdentityProviderClient; UserPoolId: string } {
  const UserPoolId = runtimeEnv().USER_POOL_ID;
  if (!UserPoolId) throw new Error('USER_POOL_ID is not set: the function needs access.users');
  cognito ??= sdkClient(new CognitoIdentityProviderClient({}));
  return { cognito, UserPoolId };
}

/** A tenant claim as the pool stores it (`custom:companyId`, …); only these admin calls ever write them. */
export interface TenantClaims {
  companyId: string;
  role: number;
  driverId?: string;
}

export type PoolUserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED' | 'ARCHIVED' | 'COMPROMISED' | 'UNKNOWN' | 'EXTERNAL_PROVIDER';

export interface PoolUser {
  sub: string;
  email: string;
  status: PoolUserStatus;
  enabled: boolean;
  companyId?: string;
  role?: number;
  driverId?: string;
}

function attribute(attributes: readonly AttributeType[] | undefined, name: string): string | undefined {
  return attributes?.find((a) => a.Name === name)?.Value || undefined;
}

function claimAttributes(claims: TenantClaims): AttributeType[] {
  return [
    { Name: 'custom:companyId', Value: claims.companyId },
    { Name: 'custom:role', Value: String(claims.role) },
    ...(claims.driverId !== undefined ? [{ Name: 'custom:driverId', Value: claims.driverId }] : []),
  ];
}

/** Cognito's refusals as the user should read them; anything unexpected is a 503 (nothing changed, try again). */
function mapped(error: unknown, what: string): Error {
  const name = (error as { name?: string }).name ?? '';
  if (name === 'UserNotFoundException') return new NotFoundError('User not found.');
  if (name === 'UsernameExistsException' || name === 'AliasExistsException') return new ConflictError('This e-mail already has a FAST DASHBOARD account.');
  if (name === 'InvalidParameterException') return new ValidationError((error as Error).message);
  if (name === 'AccessDeniedException') return error as Error;
  logger.error(`Cognito refused ${what}`, { error: error as Error });
  return new ServiceUnavailableError('The account service did not answer. Try again.');
}

/** The pool's user with this sub (the token's `sub`, which is also the pool username). */
export async function getUser(sub: string): Promise<PoolUser> {
  const found = await findUser(sub);
  if (!found) throw new NotFoundError('User not found.');
  return found;
}

/** The pool's user with this sub or e-mail (people sign in with it, an alias of the username); undefined when there is none. */
export async function findUser(username: string): Promise<PoolUser | undefined> {
  const { cognito, UserPoolId } = client();
  try {
    const out = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: username }));
    const role = attribute(out.UserAttributes, 'custom:role');
    return {
      sub: attribute(out.UserAttributes, 'sub') ?? out.Username ?? username,
      email: attribute(out.UserAttributes, 'email') ?? '',
      status: (out.UserStatus ?? 'UNKNOWN') as PoolUserStatus,
      enabled: out.Enabled !== false,
      companyId: attribute(out.UserAttributes, 'custom:companyId'),
      role: role === undefined ? undefined : Number(role),
      driverId: attribute(out.UserAttributes, 'custom:driverId'),
    };
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw mapped(error, 'a user lookup');
  }
}

export interface Invitation extends TenantClaims {
  email: string;
  name: string;
}

/**
 * Creates an invited user with his tenant claims; Cognito e-mails him a temporary password (the local
 * cloud's mailbox). An e-mail that already has an account is 409: nobody is moved between companies.
 */
export async function createInvitedUser(invitation: Invitation): Promise<{ sub: string }> {
  const { cognito, UserPoolId } = client();
  try {
    const out = await cognito.send(new AdminCreateUserCommand({
      UserPoolId,
      Username: invitation.email,
      DesiredDeliveryMediums: ['EMAIL'],
      UserAttributes: [
        { Name: 'email', Value: invitation.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: invitation.name },
        ...claimAttributes(invitation),
      ],
    }));
    const sub = attribute(out.User?.Attributes, 'sub') ?? out.User?.Username;
    if (!sub) throw new Error('AdminCreateUser answered without a sub');
    return { sub };
  } catch (error) {
    throw mapped(error, 'an invitation');
  }
}

/** Mails the invitation again with a new temporary password (only while the user has not signed in). */
export async function resendInvitation(email: string): Promise<void> {
  const { cognito, UserPoolId } = client();
  try {
    await cognito.send(new AdminCreateUserCommand({ UserPoolId, Username: email, MessageAction: 'RESEND', DesiredDeliveryMediums: ['EMAIL'] }));
  } catch (error) {
    throw mapped(error, 'a resent invitation');
  }
}

/** Sets the user's tenant claims; his next token refresh carries them. */
export async function setTenantClaims(sub: string, claims: TenantClaims): Promise<void> {
  const { cognito, UserPoolId } = client();
  try {
    await cognito.send(new AdminUpdateUserAttributesCommand({ UserPoolId, Username: sub, UserAttributes: claimAttributes(claims) }));
  } catch (error) {
    throw mapped(error, 'a claims update');
  }
}

export async function setEnabled(sub: string, enabled: boolean): Promise<void> {
  const { cognito, UserPoolId } = client();
  try {
    await cognito.send(enabled ? new AdminEnableUserCommand({ UserPoolId, Username: sub }) : new AdminDisableUserCommand({ UserPoolId, Username: sub }));
  } catch (error) {
    throw mapped(error, enabled ? 'enabling a user' : 'disabling a user');
  }
}

/**
 * Revokes the user's refresh tokens: his sessions end at the next refresh. An ID token already issued
 * stays valid until it expires (at most an hour), as Cognito's own tokens do.
 */
export async function signOutEverywhere(sub: string): Promise<void> {
  const { cognito, UserPoolId } = client();
  try {
    await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: sub }));
  } catch (error) {
    throw mapped(error, 'a global sign-out');
  }
}
