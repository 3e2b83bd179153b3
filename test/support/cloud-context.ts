import { inject } from 'vitest';
import type { DemoSignIn } from '#lib/local/seed/demo';

/** Where the run's local cloud is, as the global setup publishes it (only plain data crosses to workers). */
export interface CloudCoordinates {
  baseUrl: string;
  apiUrl: string;
  wsUrl: string;
  cognito: { endpoint: string; region: string; userPoolId: string; clientId: string };
  signIns: DemoSignIn[];
  /** A snapshot of the cloud as seeded, before any test ran: a test's own cloud starts from it. */
  snapshot: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    localCloud: CloudCoordinates;
  }
}

/** The local cloud started once per run by test/support/local-cloud-setup.ts. */
export function cloud(): CloudCoordinates {
  const coordinates = inject('localCloud');
  if (!coordinates) throw new Error('No local cloud: run this test in a vitest project whose globalSetup is test/support/local-cloud-setup.ts');
  return coordinates;
}
