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

/** The last configuration read, so the installed app opens with no signal (it holds no secret). */
const KEPT = 'fd.runtime-config';

async function fetchConfig(): Promise<Partial<RuntimeConfig>> {
  // no-store: a deploy changes the file under the same URL.
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return (await response.json()) as Partial<RuntimeConfig>;
}

function keptConfig(): Partial<RuntimeConfig> | undefined {
  try {
    return JSON.parse(localStorage.getItem(KEPT) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  let config: Partial<RuntimeConfig>;
  try {
    config = await fetchConfig();
  } catch (error) {
    // Only a request that got no answer at all falls back: a server's refusal still stops the app.
    const kept = error instanceof TypeError ? keptConfig() : undefined;
    if (!kept) throw error;
    config = kept;
  }
  const missing = REQUIRED.filter((key) => typeof config[key] !== 'string' || config[key] === '');
  if (missing.length > 0) throw new Error(`/config.json lacks ${missing.join(', ')}`);
  loaded = { wsUrl: '', appVersion: '', ...config } as RuntimeConfig;
  try {
    localStorage.setItem(KEPT, JSON.stringify(config));
  } catch {
    // Full or disabled storage: the app then needs signal to open.
  }
  return loaded;
}

export function runtimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('The runtime configuration is read before it was loaded');
  return loaded;
}
