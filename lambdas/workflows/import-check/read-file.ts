import { importTypeDef } from '#shared/imports/type-defs';
import { recordRefusal } from '#lambdas/imports/pipeline/import-status';
import { writeGrid } from '#lambdas/imports/pipeline/grid-file';
import { readGrid } from '#lambdas/imports/pipeline/read-grid';
import { checkInput } from '#lambdas/imports/pipeline/workflow-input';
import { readObject } from '#lambdas/imports/uploads';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/**
 * First step of the dry run: the uploaded XLSX or CSV read into rows of cells for the check. A file
 * that cannot be read is refused here (`failed`, the reason on the first column). The readers live in
 * this task alone, so the check, which holds every import type's rules, stays a small function.
 */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/import-check/read-file');
  const input = checkInput.parse(event);
  const { companyId, importBatchId } = input;
  const grid = await readGrid(await readObject(input.fileKey), input.fileName);
  if (!grid.ok) {
    const firstColumn = importTypeDef(input.importType).columns[0]!.name;
    await recordRefusal(companyId, importBatchId, [{ row: 1, column: firstColumn, reason: grid.reason }], { unknownHeaders: [], totalRows: 0, skippedCount: 0 });
    return { importBatchId, status: 'failed', fileRead: false };
  }
  await writeGrid(companyId, importBatchId, grid.grid);
  return { ...input, fileRead: true };
});
