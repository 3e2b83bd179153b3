import { randomUUID } from 'node:crypto';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';

export interface LocalUser {
  email: string;
  password: string;
  name: string;
  companyId?: string;
  role?: number;
  driverId?: string;
}

/**
 * Creates or updates a CONFIRMED user with a permanent password. As in a pool with e-mail as the
 * username attribute, the internal username is the `sub`, and the e-mail is how people sign in.
 */
export async function ensureUser(ctx: Context, pool: UserPoolService, u: LocalUser): Promise<{ sub: string }> {
  const existing = await pool.getUserByUsername(ctx, u.email);
  const sub = existing?.Attributes.find((a) => a.Name === 'sub')?.Value ?? randomUUID();
  const now = new Date();
  const optional: [string, string | undefined][] = [
    ['custom:companyId', u.companyId],
    ['custom:role', u.role === undefined ? undefined : String(u.role)],
    ['custom:driverId', u.driverId],
  ];
  const user: User = {
    ...existing,
    Username: existing?.Username ?? sub,
    Password: u.password,
    UserStatus: 'CONFIRMED',
    Enabled: true,
    UserCreateDate: existing?.UserCreateDate ?? now,
    UserLastModifiedDate: now,
    RefreshTokens: existing?.RefreshTokens ?? [],
    Attributes: [
      { Name: 'sub', Value: sub },
      { Name: 'email', Value: u.email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'name', Value: u.name },
      ...optional.filter((e): e is [string, string] => e[1] !== undefined).map(([Name, Value]) => ({ Name, Value })),
    ],
  };
  await pool.saveUser(ctx, user);
  return { sub };
}
