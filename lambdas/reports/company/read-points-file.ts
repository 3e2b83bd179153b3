import { pointsFileBody, MAX_POINTS_FILE_BYTES } from '#shared/reports/points-api';
import { readPointsGrid } from '#shared/reports/points-file';
import { readGrid } from '#lambdas/imports/pipeline/read-grid';
import { readObject } from '#lambdas/imports/uploads';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { readPointsSummary, replacePointsTable } from './points-table.ts';
import { pointsUploadPrefix } from './points-uploads.ts';

async function uploaded(fileKey: string): Promise<Uint8Array> {
  try {
    return await readObject(fileKey);
  } catch {
    throw new NotFoundError('The uploaded file was not found; upload it again.');
  }
}

/** Reads an uploaded points file into the company's table (replacing it) and answers the summary. */
export const handler = companyRoute({ body: pointsFileBody }, async ({ caller, body }) => {
  if (!body.fileKey.startsWith(pointsUploadPrefix(caller.companyId)) || body.fileKey.includes('..')) {
    throw new ValidationError('The file is not an upload of this company; upload it again.', { fileKey: 'The file is not an upload of this company; upload it again.' });
  }
  const bytes = await uploaded(body.fileKey);
  if (bytes.length > MAX_POINTS_FILE_BYTES) throw new PayloadTooLargeError('The file is larger than 5 MB.');
  const grid = await readGrid(bytes, body.fileName);
  if (!grid.ok) throw new ValidationError(`The file could not be read: ${grid.reason}.`, { file: grid.reason });
  const read = readPointsGrid(grid.grid);
  if (!read.ok) throw new ValidationError(read.reason, { [read.field]: read.reason });
  await replacePointsTable(caller.companyId, read.rows, { fileName: body.fileName, uploadedBy: caller.displayName || caller.email });
  return readPointsSummary(caller.companyId);
});
