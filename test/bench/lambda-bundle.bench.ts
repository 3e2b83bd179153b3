import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { EXTERNAL_MODULES, POWERTOOLS_ENVIRONMENT } from '#lib/constructs/node-function';
import { deployedFunctions, type DeployedFunction } from '#lib/stacks/deployed-functions';

/**
 * Every Lambda function of the app as the stacks deploy it (lib/stacks/deployed-functions.ts), bundled
 * the way the house Lambda construct bundles (esbuild, ESM, Node 24 target, minified, the runtime's AWS
 * SDK v3 and the Powertools layer left out, an API function's routes compiled in), then each bundle's
 * module initialisation: the import of the bundle in a fresh Node process, what a cold start spends
 * before the first request (the SDK and Powertools are read from node_modules, as from the runtime and the layer).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const outDir = join(root, '.bench', 'lambda-bundles');
/** Fresh processes per function; the median is its figure. */
const INIT_RUNS = 3;

/** What a function's environment holds at cold start, so modules that read it on load see real values. */
const COLD_START_ENV = {
  ...POWERTOOLS_ENVIRONMENT,
  AWS_REGION: 'us-east-1',
  AWS_LAMBDA_FUNCTION_NAME: 'bench',
  TABLE_NAME: 'bench-table',
  UPLOADS_BUCKET: 'bench-uploads',
  APP_VERSION: '0.0.0',
  MIN_APP_VERSION: '0.0.0',
  NODE_OPTIONS: '--enable-source-maps',
};

async function bundle(fn: DeployedFunction, index: number): Promise<{ bytes: number; file: string }> {
  const file = join(outDir, `${index}`, 'index.mjs');
  const result = await build({
    entryPoints: [fn.entry],
    outfile: file,
    bundle: true,
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    // As NodeFunction's bundling: packages' ES module builds first, which esbuild can tree-shake.
    mainFields: ['module', 'main'],
    external: EXTERNAL_MODULES,
    define: fn.define ? { ...fn.define } : undefined,
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    metafile: true,
    logLevel: 'silent',
  });
  const bytes = Object.entries(result.metafile.outputs).filter(([path]) => path.endsWith('.mjs')).reduce((sum, [, out]) => sum + out.bytes, 0);
  return { bytes, file };
}

/** Milliseconds to import the bundle in a new Node process (median of INIT_RUNS). */
function initMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  const runs = Array.from({ length: INIT_RUNS }, () => {
    const child = spawnSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script], { env: { ...process.env, ...COLD_START_ENV }, encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`${file} failed to initialise: ${child.stderr}`);
    return Number(child.stdout);
  });
  return runs.sort((a, b) => a - b)[Math.floor(INIT_RUNS / 2)]!;
}

export async function bench() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const functions = deployedFunctions();
  let largest = { name: '', bytes: 0 };
  let slowest = { name: '', ms: 0 };
  for (const [index, fn] of functions.entries()) {
    const { bytes, file } = await bundle(fn, index);
    if (bytes > largest.bytes) largest = { name: fn.name, bytes };
    const ms = initMs(file);
    if (ms > slowest.ms) slowest = { name: fn.name, ms };
  }
  return [
    { name: 'lambda-functions-deployed', value: functions.length, unit: 'functions' },
    { name: `lambda-largest-bundle-minified (${largest.name})`, value: Math.round(largest.bytes / 1024), unit: 'KB', budget: 1024 },
    { name: `lambda-slowest-module-init (${slowest.name})`, value: Math.round(slowest.ms), unit: 'ms', budget: 250 },
  ];
}
