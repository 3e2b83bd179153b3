import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { addFastDashboardStacks, FEATURE_FLAGS, type FastDashboardStacks } from '#lib/stacks/fast-dashboard';

export const FIXTURE_SPA = join(import.meta.dirname, '..', '..', 'fixtures', 'web-dist');

export interface TestAppOptions {
  /**
   * Run esbuild for every Lambda, as `cdk synth` does. Template assertions do not need the bundles,
   * so they skip it and synthesize in a few seconds.
   */
  readonly bundle?: boolean;
  /** Add the AWS::CDK::Metadata resource to every stack, nested ones too, as the CLI does. */
  readonly versionReporting?: boolean;
}

/** The product app exactly as bin/app.ts composes it, over the fixture SPA. */
export function buildTestApp(options: TestAppOptions = {}): { app: App; stacks: FastDashboardStacks } {
  const context: Record<string, unknown> = { ...FEATURE_FLAGS };
  if (!options.bundle) context['aws:cdk:bundling-stacks'] = [];
  if (options.versionReporting) context['aws:cdk:version-reporting'] = true;
  const app = new App({ context });
  const stacks = addFastDashboardStacks(app, {
    spaAssetPath: FIXTURE_SPA,
    appVersion: '3.21.1',
    minAppVersion: '3.21.0',
    stageName: 'test',
  });
  return { app, stacks };
}
