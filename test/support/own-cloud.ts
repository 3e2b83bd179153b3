import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startLocalCloud, type LocalCloud } from '#lib/local/cloud';
import { cloud as sharedCloud } from './cloud-context.ts';
import { cloudTempDir } from './cloud-temp-dir.ts';

export interface OwnCloud {
  cloud: LocalCloud;
  /** Calls the HTTP API as a demo user of this cloud. */
  call(as: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  /** The same call, answered as the browser gets it (headers included). */
  fetch(as: string, method: string, path: string, body?: unknown): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * A seeded local cloud in the test's own process, for tests that must reach behind the API (the
 * handlers' process.env, the table) while still calling it like a browser does. It starts from the run's
 * snapshot of the demo data as seeded (not the shared cloud as other tests left it).
 */
export async function startOwnCloud(prefix: string): Promise<OwnCloud> {
  const dataDir = await cloudTempDir(prefix);
  const cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: true, snapshotFrom: sharedCloud().snapshot, schedule: false, webDist: join(dataDir, 'no-web') });
  const tokens = new Map<string, string>();
  const tokenFor = async (email: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const signIn = cloud.signIns.find((s) => s.email === email);
    if (!signIn) throw new Error(`No demo sign-in ${email}`);
    const answer = await fetch(cloud.cognito.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud.cognito.clientId, AuthParameters: { USERNAME: email, PASSWORD: signIn.password } }),
    });
    const token = ((await answer.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
    tokens.set(email, token);
    return token;
  };
  const request = async (as: string, method: string, path: string, body?: unknown) =>
    fetch(`${cloud.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${await tokenFor(as)}`, 'x-app-version': '3.21.1', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    cloud,
    fetch: request,
    async call(as, method, path, body) {
      const response = await request(as, method, path, body);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    async stop() {
      await cloud.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
