import { randomInt } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { USER_POOL_AWS_DEFAULTS } from 'cognito-local/lib/services/cognitoService.js';
import type { CognitoService } from 'cognito-local/lib/services/cognitoService.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { CLIENT_WRITE_ATTRIBUTES } from '#lib/user-pool-policy';

export interface PoolIds {
  userPoolId: string;
  clientId: string;
}

/** The attributes the app reads from the ID token; the SPA client may read them but not write them. */
const CUSTOM_ATTRIBUTES = [
  { Name: 'custom:companyId', AttributeDataType: 'String' },
  { Name: 'custom:role', AttributeDataType: 'Number' },
  { Name: 'custom:driverId', AttributeDataType: 'String' },
] as const;

const STANDARD_READ = ['email', 'email_verified', 'name'];

const randomChars = (alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** Pool and client ids are kept in the data folder so tokens, configs and users survive a restart. */
export async function ensurePoolAndClient(ctx: Context, cognito: CognitoService, dataDir: string, region: string): Promise<PoolIds> {
  const file = join(dataDir, 'pool.json');
  let ids: PoolIds;
  try {
    ids = JSON.parse(await readFile(file, 'utf8')) as PoolIds;
  } catch {
    ids = {
      userPoolId: `${region}_${randomChars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 9)}`,
      clientId: randomChars('abcdefghijklmnopqrstuvwxyz0123456789', 26),
    };
    await writeFile(file, JSON.stringify(ids, null, 2));
  }
  const pools = await cognito.listUserPools(ctx);
  if (!pools.some((p) => p.Id === ids.userPoolId)) await createPool(ctx, cognito, ids.userPoolId, region);
  if (!(await cognito.getAppClient(ctx, ids.clientId))) await createClient(ctx, cognito, ids);
  return ids;
}

async function createPool(ctx: Context, cognito: CognitoService, userPoolId: string, region: string): Promise<void> {
  const now = new Date();
  await cognito.createUserPool(ctx, {
    Id: userPoolId,
    Name: 'fast-dashboard-local',
    Arn: `arn:aws:cognito-idp:${region}:000000000000:userpool/${userPoolId}`,
    CreationDate: now,
    LastModifiedDate: now,
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    MfaConfiguration: 'OFF',
    // cognito-local merges arrays by index, so the defaults come first, unchanged.
    SchemaAttributes: [
      ...(USER_POOL_AWS_DEFAULTS.SchemaAttributes ?? []),
      ...CUSTOM_ATTRIBUTES.map((a) => ({ ...a, DeveloperOnlyAttribute: false, Mutable: true, Required: false })),
    ],
  });
}

async function createClient(ctx: Context, cognito: CognitoService, ids: PoolIds): Promise<void> {
  const pool = await cognito.getUserPool(ctx, ids.userPoolId);
  const now = new Date();
  await pool.saveAppClient(ctx, {
    ClientId: ids.clientId,
    ClientName: 'web',
    UserPoolId: ids.userPoolId,
    CreationDate: now,
    LastModifiedDate: now,
    ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    EnableTokenRevocation: true,
    PreventUserExistenceErrors: 'ENABLED',
    ReadAttributes: [...STANDARD_READ, ...CUSTOM_ATTRIBUTES.map((a) => a.Name)],
    WriteAttributes: [...CLIENT_WRITE_ATTRIBUTES],
  });
}
