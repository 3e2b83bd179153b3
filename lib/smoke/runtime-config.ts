import type { WebRuntimeConfig } from '#lib/stacks/web-config-stack';
import { boundedGet } from './bounded-fetch.ts';
import { StepFailure } from './step-failure.ts';

/** `/config.json` as the WebConfig stack publishes it, plus the local cloud's Cognito endpoint. */
export interface SmokeConfig extends WebRuntimeConfig {
  readonly userPoolEndpoint?: string;
}

const MAX_CONFIG_BYTES = 64 * 1024;
const REQUIRED = ['region', 'userPoolId', 'userPoolClientId', 'apiUrl', 'wsUrl', 'appVersion'] as const;

/** Reads and checks `URL/config.json`: every field the SPA needs, its API addresses as URLs of the right kind. */
export async function readRuntimeConfig(origin: string, timeoutMs: number): Promise<SmokeConfig> {
  const url = `${origin}/config.json`;
  const answer = await boundedGet(url, { timeoutMs, maxBytes: MAX_CONFIG_BYTES });
  if (answer.status !== 200) throw new StepFailure(`${url} answered ${answer.status}, not 200 (is the WebConfig stack deployed?)`);
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    throw new StepFailure(`${url} is not JSON (${answer.contentType || 'no content type'}; the SPA fallback answering for a missing file?)`);
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new StepFailure(`${url} is not a JSON object`);
  const config = json as Record<string, unknown>;
  const missing = REQUIRED.filter((key) => typeof config[key] !== 'string' || config[key] === '');
  if (missing.length > 0) throw new StepFailure(`${url} lacks ${missing.join(', ')}`);
  expectUrl(config, 'apiUrl', ['https:', 'http:']);
  expectUrl(config, 'wsUrl', ['wss:', 'ws:']);
  if (config.userPoolEndpoint !== undefined) expectUrl(config, 'userPoolEndpoint', ['https:', 'http:']);
  return config as unknown as SmokeConfig;
}

function expectUrl(config: Record<string, unknown>, key: string, protocols: readonly string[]): void {
  const value = config[key];
  let protocol: string | undefined;
  try {
    protocol = typeof value === 'string' ? new URL(value).protocol : undefined;
  } catch {
    protocol = undefined;
  }
  if (!protocol || !protocols.includes(protocol)) throw new StepFailure(`config.json's ${key} ${JSON.stringify(value)} is not a ${protocols[0]}// address`);
}
