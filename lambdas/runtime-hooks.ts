import type { HandlerExecutionContext, MiddlewareStack } from '@smithy/types';

/**
 * Where the runtime around the handlers may look at their AWS calls before they leave. In AWS nothing
 * is registered (IAM itself refuses what a role lacks); the local cloud registers a check of each
 * call against the function's declared access, so a missing grant fails in its tests, not after a deploy.
 */
export interface RuntimeHooks {
  /** Called with the IAM action (e.g. `s3:PutObject`) and its resource before the request is made or signed. */
  authorize(action: string, resource: string): void;
  /** Called before every SDK command (sent or presigned) of a client made with `withRuntimeHooks`. */
  beforeCommand(clientName: string, commandName: string, input: Readonly<Record<string, unknown>>): void;
}

const KEY = Symbol.for('fast-dashboard.runtime-hooks');
const holder = globalThis as typeof globalThis & { [KEY]?: RuntimeHooks };

export function setRuntimeHooks(hooks: RuntimeHooks | undefined): void {
  holder[KEY] = hooks;
}

/** For requests made without an SDK command: a presigned POST, a signed @connections post. */
export function authorizeCall(action: string, resource: string): void {
  holder[KEY]?.authorize(action, resource);
}

/** Adds the hook to a client's middleware; a no-op while nothing is registered. */
export function withRuntimeHooks<C extends { middlewareStack: MiddlewareStack<any, any> }>(client: C): C {
  client.middlewareStack.add(
    (next, context: HandlerExecutionContext) => async (args) => {
      holder[KEY]?.beforeCommand(context.clientName ?? '', context.commandName ?? '', (args.input ?? {}) as Record<string, unknown>);
      return next(args);
    },
    { step: 'initialize', name: 'runtimeHooks', priority: 'high', override: true },
  );
  return client;
}
