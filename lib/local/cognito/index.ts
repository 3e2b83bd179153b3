import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DefaultConfig } from 'cognito-local/lib/server/config.js';
import { Router } from 'cognito-local/lib/server/Router.js';
import { DateClock, MessagesService, TriggersService } from 'cognito-local/lib/services/index.js';
import type { Lambda } from 'cognito-local/lib/services/lambda.js';
import type { CryptoService } from 'cognito-local/lib/services/crypto.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js';
import { createCognitoHttpServer } from './http-server.ts';
import { createMailbox, mailboxMessages, SilentMessageSender } from './mailbox.ts';
import { ensurePoolAndClient } from './pool.ts';
import { quietLogger } from './quiet-logger.ts';
import { serializedStores } from './serialized-stores.ts';
import { createShims } from './shims/index.ts';
import { loadSigningKey } from './signing-key.ts';
import { createTokenIssuer } from './token-issuer.ts';
import { ensureUser, type LocalUser } from './users.ts';

export type { LocalUser } from './users.ts';

export interface LocalCognito {
  endpoint: string;
  region: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  jwksUri: string;
  ensureUser(u: LocalUser): Promise<{ sub: string }>;
  stop(): Promise<void>;
}

export interface StartCognitoOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Pool, client, users and signing key live here and survive restarts. */
  dataDir: string;
}

const REGION = 'us-east-1';

/** No Lambda triggers locally: cognito-local would otherwise build an AWS SDK v2 Lambda client. */
const noTriggers: Lambda = {
  enabled: () => false,
  invoke: async () => {
    throw new Error('Lambda triggers are not configured in the local Cognito');
  },
};

/** cognito-local's pool logic in this process, behind our HTTP front that adds what Amplify v6 needs. */
export async function startCognito(opts: StartCognitoOptions): Promise<LocalCognito> {
  const host = opts.host ?? '127.0.0.1';
  const dbDir = join(opts.dataDir, 'db');
  await mkdir(dbDir, { recursive: true });
  const ctx = { logger: quietLogger() };

  const clock = new DateClock();
  const stores = serializedStores(new StormDBDataStoreFactory(dbDir));
  const cognito = await new CognitoServiceFactoryImpl(dbDir, stores, new UserPoolServiceFactoryImpl(clock, stores)).create(ctx, {
    UsernameAttributes: ['email'],
  });
  const { userPoolId, clientId } = await ensurePoolAndClient(ctx, cognito, opts.dataDir, REGION);

  const key = await loadSigningKey(opts.dataDir);
  let issuer = '';
  const tokens = createTokenIssuer(key, () => issuer);
  const triggers = new TriggersService(clock, cognito, noTriggers, {} as CryptoService);
  const mailbox = createMailbox(join(opts.dataDir, 'mailbox.json'));
  const messages = mailboxMessages(mailbox, new MessagesService(triggers, new MessageDeliveryService(new SilentMessageSender())));
  const router = Router({
    clock,
    cognito,
    config: { ...DefaultConfig, UserPoolDefaults: { UsernameAttributes: ['email'] } },
    messages,
    otp,
    tokenGenerator: tokens,
    triggers,
  });

  const server = createCognitoHttpServer({
    ctx,
    router,
    mailbox,
    shims: createShims({ ctx, cognito, tokens, messages }, (token) => key.verifyJwt(token)),
    wellKnown: (id) =>
      id === userPoolId
        ? {
            jwks: key.jwks,
            openidConfiguration: {
              issuer,
              jwks_uri: `${issuer}/.well-known/jwks.json`,
              id_token_signing_alg_values_supported: ['RS256'],
              subject_types_supported: ['public'],
              response_types_supported: ['code', 'token'],
            },
          }
        : null,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  issuer = `${endpoint}/${userPoolId}`;
  const pool = await cognito.getUserPool(ctx, userPoolId);

  return {
    endpoint,
    region: REGION,
    userPoolId,
    clientId,
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    ensureUser: (u) => ensureUser(ctx, pool, u),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
