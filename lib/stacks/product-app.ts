import { Validations, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IntegrationSystem } from '#shared/integrations/systems';
import { apiThrottleFrom } from './api-throttle.ts';
import { addFastDashboardStacks, type FastDashboardStacks } from './fast-dashboard.ts';

export interface ProductAppOptions {
  readonly spaAssetPath: string;
  /** package.json's version. */
  readonly appVersion: string;
  /** What the CDK CLI resolved (CDK_DEFAULT_ACCOUNT / CDK_DEFAULT_REGION); unset, the app is environment-agnostic. */
  readonly env?: Environment;
  /** Register cdk-nag's AwsSolutions pack (default); template assertions that never synthesize the app skip it. */
  readonly checks?: boolean;
}

/**
 * The deployable product on `app`: its context read as the deployer passed it (`-c name=value`), every
 * stack in the CLI's environment, and cdk-nag's AwsSolutions pack on the whole app. bin/app.ts and the
 * infra tests both build the app through here, so a test synthesizes exactly what `cdk deploy` does.
 */
export function addProductApp(app: App, options: ProductAppOptions): FastDashboardStacks {
  const context = (key: string): string | undefined => app.node.tryGetContext(key) as string | undefined;
  const webDomain = context('webDomain');
  const webCertificateArn = context('webCertificateArn');
  if (Boolean(webDomain) !== Boolean(webCertificateArn)) throw new Error('Context webDomain and webCertificateArn go together');

  const stacks = addFastDashboardStacks(app, {
    spaAssetPath: options.spaAssetPath,
    appVersion: options.appVersion,
    minAppVersion: context('minAppVersion') ?? options.appVersion,
    stageName: context('stage') ?? 'prod',
    webDomain: webDomain && webCertificateArn ? { name: webDomain, certificateArn: webCertificateArn } : undefined,
    alertFromEmail: context('alertFromEmail'),
    alarmEmail: context('alarmEmail'),
    outsideSystems: app.node.tryGetContext('outsideSystems') as Partial<Record<IntegrationSystem, string>> | undefined,
    supportEmail: context('supportEmail'),
    oauthClientId: context('oauthClientId'),
    apiThrottle: apiThrottleFrom(app.node.tryGetContext('apiThrottle')),
    env: options.env,
  });
  if (options.checks !== false) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stacks;
}
