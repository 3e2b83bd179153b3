import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import { UnauthenticatedError } from './errors.ts';

/** Who is calling, read only from the verified token's claims: never from the request body or path. */
export interface Caller {
  userId: string;
  email: string;
  displayName: string;
  /** Null when the user has no company claim yet (spec part 1 §8 warning snackbar). */
  companyId: string | null;
  /** Null when the token carries no numeric role. */
  role: number | null;
  driverId: string;
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

function text(value: Claims[string]): string | undefined {
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim();
  return s.length > 0 ? s : undefined;
}

export function callerFromClaims(claims: Claims): Caller {
  const userId = text(claims.sub);
  if (!userId) throw new UnauthenticatedError();
  const roleText = text(claims['custom:role']);
  const role = roleText !== undefined && /^\d+$/.test(roleText) ? Number(roleText) : null;
  const email = text(claims.email) ?? '';
  return {
    userId,
    email,
    displayName: text(claims.name) ?? email,
    companyId: text(claims['custom:companyId']) ?? null,
    role,
    driverId: text(claims['custom:driverId']) ?? DEFAULT_DRIVER_ID,
  };
}

export function callerFromEvent(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  if (!claims) throw new UnauthenticatedError();
  return callerFromClaims(claims as Claims);
}
