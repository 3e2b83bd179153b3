import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { routes, socketRoutes } from '#lambdas/routes';
import { EXTERNAL_MODULES } from '#lib/constructs/node-function';

/**
 * Largest Lambda bundle, minified, built the way the house Lambda construct bundles (esbuild, ESM,
 * Node 24 target, the runtime's AWS SDK v3 and the Powertools layer left out).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

async function bundleSize(handler: string): Promise<number> {
  const result = await build({
    entryPoints: [`${root}lambdas/${handler}.ts`],
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    // As NodeFunction's bundling: packages' ES module builds first, which esbuild can tree-shake.
    mainFields: ['module', 'main'],
    external: EXTERNAL_MODULES,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles.reduce((sum, f) => sum + f.contents.length, 0);
}

export async function bench() {
  const handlers = [...new Set([...routes.map((r) => r.handler), ...socketRoutes.map((r) => r.handler)])];
  let largest = { handler: '', bytes: 0 };
  for (const handler of handlers) {
    const bytes = await bundleSize(handler);
    if (bytes > largest.bytes) largest = { handler, bytes };
  }
  return [{ name: `lambda-largest-bundle-minified (${largest.handler})`, value: Math.round(largest.bytes / 1024), unit: 'KB', budget: 500 }];
}
