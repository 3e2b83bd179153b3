/** The runtime configuration published next to the SPA as /config.json (by CDK, or by the local cloud). */
export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set only where Cognito is not AWS's own (the local cloud's Cognito emulator). */
  userPoolEndpoint?: string;
  apiUrl: string;
  wsUrl: string;
  appVersion: string;
}

let loaded: RuntimeConfig | undefined;

const REQUIRED = ['region', 'userPoolId', 'userPoolClientId', 'apiUrl'] as const;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // no-store: a deploy changes the file under the same URL.
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  const missing = REQUIRED.filter((key) => typeof config[key] !== 'string' || config[key] === '');
  if (missing.length > 0) throw new Error(`/config.json lacks ${missing.join(', ')}`);
  loaded = { wsUrl: '', appVersion: '', ...config } as RuntimeConfig;
  return loaded;
}

export function runtimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('The runtime configuration is read before it was loaded');
  return loaded;
}
