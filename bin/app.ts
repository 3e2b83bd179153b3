import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { addFastDashboardStacks, FEATURE_FLAGS } from '#lib/stacks/fast-dashboard';
import type { IntegrationSystem } from '#shared/integrations/systems';

const root = join(import.meta.dirname, '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

const app = new App({ context: FEATURE_FLAGS });
const context = (key: string): string | undefined => app.node.tryGetContext(key) as string | undefined;

const spaAssetPath = join(root, 'web', 'dist');
if (!existsSync(join(spaAssetPath, 'index.html'))) {
  // The Web stack deploys the built SPA; a fresh clone has not built it yet.
  console.error('web/dist is missing: building the SPA first (npm run build:web)');
  execFileSync('npm', ['run', 'build:web'], { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
}

const webDomain = context('webDomain');
const webCertificateArn = context('webCertificateArn');
if (Boolean(webDomain) !== Boolean(webCertificateArn)) throw new Error('Context webDomain and webCertificateArn go together');

addFastDashboardStacks(app, {
  spaAssetPath,
  appVersion: version,
  minAppVersion: context('minAppVersion') ?? version,
  stageName: context('stage') ?? 'prod',
  webDomain: webDomain && webCertificateArn ? { name: webDomain, certificateArn: webCertificateArn } : undefined,
  alertFromEmail: context('alertFromEmail'),
  alarmEmail: context('alarmEmail'),
  outsideSystems: app.node.tryGetContext('outsideSystems') as Partial<Record<IntegrationSystem, string>> | undefined,
  supportEmail: context('supportEmail'),
  oauthClientId: context('oauthClientId'),
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
