import { removalInput } from './task-input.ts';
import { ITEMS_PER_CHUNK, removeRunChunk } from './remove-run-chunk.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** Deletes one chunk of the run's statement data; `more` asks the workflow for another chunk. */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/statement-removal/remove-chunk');
  const input = removalInput.parse(event);
  const removed = await removeRunChunk(input.companyId, input.PayRunID);
  const { error: _error, ...rest } = input;
  return { ...rest, removed: input.removed + removed, more: removed === ITEMS_PER_CHUNK };
});
