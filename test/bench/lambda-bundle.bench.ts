import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { routes, socketRoutes } from '#lambdas/routes';
import { EXTERNAL_MODULES } from '#lib/constructs/node-function';
import { compiledRouteDefine } from '#lib/constructs/compiled-route';
import { stateMachines } from '#lambdas/workflows/definitions';
import { jobs } from '#lambdas/jobs/jobs';
import { broadcastTarget } from '#lambdas/chat/broadcasts/broadcast-target';

/**
 * Largest Lambda bundle of all the app's functions, minified, built the way the house Lambda construct
 * bundles (esbuild, ESM, Node 24 target, the runtime's AWS SDK v3 and the Powertools layer left out, a
 * route function's own route compiled in).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

async function bundleSize(handler: string, define?: Record<string, string>): Promise<number> {
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
    define,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles.reduce((sum, f) => sum + f.contents.length, 0);
}

export async function bench() {
  // Every function of the app: routes as the Api stack bundles them (each with its own route compiled
  // in), socket routes, workflow tasks, jobs and the broadcast sender.
  const others = [...socketRoutes, ...stateMachines.flatMap((machine) => Object.values(machine.tasks)), ...jobs, broadcastTarget];
  const functions = [...routes.map((r) => ({ handler: r.handler, define: compiledRouteDefine(r) })), ...others.map((d) => ({ handler: d.handler, define: undefined }))];
  let largest = { handler: '', bytes: 0 };
  for (const { handler, define } of functions) {
    const bytes = await bundleSize(handler, define);
    if (bytes > largest.bytes) largest = { handler, bytes };
  }
  return [{ name: `lambda-largest-bundle-minified (${largest.handler})`, value: Math.round(largest.bytes / 1024), unit: 'KB', budget: 500 }];
}
