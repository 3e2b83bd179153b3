import { afterEach, describe, expect, it, vi } from 'vitest';
import { broadcastTarget } from '#lambdas/chat/broadcasts/broadcast-target';
import { accessOfHandler } from '#lambdas/handler-environment';
import { MisconfiguredFunctionError } from '#lambdas/http/environment';
import { jobs } from '#lambdas/jobs/jobs';
import { socketRoutes } from '#lambdas/realtime/routes';
import { stateMachines } from '#lambdas/workflows/definitions';

/** Every function that is not an HTTP route: it checks its own environment before doing anything. */
const declared = [...stateMachines.flatMap((m) => Object.values(m.tasks)), ...jobs, ...socketRoutes, broadcastTarget];

afterEach(() => vi.unstubAllEnvs());

describe('environment of workflow tasks, jobs, socket routes and the broadcast target', () => {
  it('finds the declared access of each by its handler module', () => {
    for (const d of declared) expect(accessOfHandler(d.handler)).toEqual(d.access);
    expect(accessOfHandler('chat/rooms/list-rooms')).toBeUndefined();
  });

  it.each([...new Set(declared.map((d) => d.handler))])('%s fails first, naming the variable, when its environment lacks TABLE_NAME', async (handlerModule) => {
    vi.stubEnv('TABLE_NAME', undefined);
    const { handler } = (await import(/* @vite-ignore */ new URL(`../../../lambdas/${handlerModule}.ts`, import.meta.url).href)) as { handler: (event?: unknown) => Promise<unknown> };
    await expect(handler({})).rejects.toThrow(MisconfiguredFunctionError);
    await expect(handler({})).rejects.toThrow(`${handlerModule} is missing environment its access needs: TABLE_NAME: missing`);
  });
});
