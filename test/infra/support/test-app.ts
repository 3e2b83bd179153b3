import { join } from 'node:path';
import { App, type Environment } from 'aws-cdk-lib';
import { FEATURE_FLAGS, type FastDashboardStacks } from '#lib/stacks/fast-dashboard';
import { addProductApp } from '#lib/stacks/product-app';

export const FIXTURE_SPA = join(import.meta.dirname, '..', '..', 'fixtures', 'web-dist');

/** What the CDK CLI resolves from a deployer's profile: the tests synthesize in a concrete environment, as a deploy does. */
export const DEPLOYER_ENV: Environment = { account: '123456789012', region: 'eu-west-1' };

export interface TestAppOptions {
  /**
   * Run esbuild for every Lambda, as `cdk synth` does. Template assertions do not need the bundles,
   * so they skip it and synthesize in a few seconds.
   */
  readonly bundle?: boolean;
  /** Add the AWS::CDK::Metadata resource to every stack, nested ones too, as the CLI does. */
  readonly versionReporting?: boolean;
  /** Register cdk-nag's pack on the app, as bin/app.ts does. */
  readonly checks?: boolean;
  /** Default DEPLOYER_ENV; `null` for an environment-agnostic app. */
  readonly env?: Environment | null;
  /** Context as `-c name=value` passes it (stage, throttles, …). */
  readonly context?: Record<string, unknown>;
}

/** The product app exactly as bin/app.ts composes it, over the fixture SPA. */
export function buildTestApp(options: TestAppOptions = {}): { app: App; stacks: FastDashboardStacks } {
  const context: Record<string, unknown> = { ...FEATURE_FLAGS, stage: 'test', minAppVersion: '3.21.0', ...options.context };
  if (!options.bundle) context['aws:cdk:bundling-stacks'] = [];
  if (options.versionReporting) context['aws:cdk:version-reporting'] = true;
  const app = new App({ context });
  const stacks = addProductApp(app, {
    spaAssetPath: FIXTURE_SPA,
    appVersion: '3.21.1',
    env: options.env === null ? undefined : (options.env ?? DEPLOYER_ENV),
    checks: options.checks ?? false,
  });
  return { app, stacks };
}
