import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { FEATURE_FLAGS } from '#lib/stacks/fast-dashboard';
import { addProductApp } from '#lib/stacks/product-app';

const root = join(import.meta.dirname, '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

const spaAssetPath = join(root, 'web', 'dist');
if (!existsSync(join(spaAssetPath, 'index.html'))) {
  // The Web stack deploys the built SPA; a fresh clone has not built it yet.
  console.error('web/dist is missing: building the SPA first (npm run build:web)');
  execFileSync('npm', ['run', 'build:web'], { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
}

const app = new App({ context: FEATURE_FLAGS });
addProductApp(app, {
  spaAssetPath,
  appVersion: version,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
