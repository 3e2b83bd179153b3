import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { addFastDashboardStacks, FEATURE_FLAGS, type FastDashboardStacks } from '#lib/stacks/fast-dashboard';

export const FIXTURE_SPA = join(import.meta.dirname, '..', '..', 'fixtures', 'web-dist');

/** The product app as bin/app.ts composes it, over the fixture SPA. */
export function buildTestApp(): { app: App; stacks: FastDashboardStacks } {
  const app = new App({ context: FEATURE_FLAGS });
  const stacks = addFastDashboardStacks(app, {
    spaAssetPath: FIXTURE_SPA,
    appVersion: '3.21.1',
    minAppVersion: '3.21.0',
    stageName: 'test',
  });
  return { app, stacks };
}
