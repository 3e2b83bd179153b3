import { pointsSummary, type PointRow } from '#shared/reports/points-summary';
import type { PointsSummaryView } from '#shared/reports/points-api';
import { batchDelete, batchPut } from '#lambdas/data/batch';
import { pointSummaryRowEntity } from '#lambdas/data/entities/point-summary-row';

const rowNo = (n: number) => String(n).padStart(5, '0');

async function storedRows(companyId: string) {
  const { data } = await pointSummaryRowEntity().query.byRow({ companyId }).go({ pages: 'all' });
  return data;
}

/** Replaces the company's points table with the rows of one file, in file order. */
export async function replacePointsTable(companyId: string, rows: readonly PointRow[], file: { fileName: string; uploadedBy: string }): Promise<void> {
  const uploadedAt = new Date().toISOString();
  const before = await storedRows(companyId);
  await batchPut(pointSummaryRowEntity(), rows.map((row, n) => ({ companyId, rowNo: rowNo(n), ...row, fileName: file.fileName, uploadedAt, uploadedBy: file.uploadedBy })));
  // Rows past the new file's end belong to the old table.
  const stale = before.filter((r) => Number(r.rowNo) >= rows.length).map((r) => ({ companyId, rowNo: r.rowNo }));
  if (stale.length) await batchDelete(pointSummaryRowEntity(), stale);
}

/** The stored table with the Points Summary rule applied. */
export async function readPointsSummary(companyId: string): Promise<PointsSummaryView> {
  const stored = await storedRows(companyId);
  const rows: PointRow[] = stored.map((r) => ({
    id: r.id, name: r.name ?? '', availabilityText: r.availabilityText ?? '', updatedOn: r.updatedOn ?? '',
    reportUrl: r.reportUrl ?? '', refreshedOnText: r.refreshedOnText ?? '', metrics: r.metrics ?? [],
  }));
  const first = stored[0];
  return {
    ...pointsSummary(rows),
    totalRows: stored.length,
    ...(first ? { fileName: first.fileName, uploadedAt: first.uploadedAt, uploadedBy: first.uploadedBy } : {}),
  };
}
