import { RECENT_STATEMENT_FILES, type StatementFileView } from '#shared/trips/api';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { companyRoute } from '#lambdas/http/route-handler';
import { presignedGet } from '#lambdas/imports/uploads';

const LINK_SECONDS = 300;

/** The newest pay-run statement files (spec §7 fetchRecentPayrunFiles), each with a short-lived download link. */
export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await importHistoryEntity().query.byBatch({ companyId: caller.companyId }).go({ pages: 'all' });
  const recent = data
    .filter((h) => h.importType === 'payroll' && h.fileKey && h.PayRunID)
    .sort((a, b) => b.importedAt.localeCompare(a.importedAt))
    .slice(0, RECENT_STATEMENT_FILES);
  const files: StatementFileView[] = await Promise.all(
    recent.map(async (h) => ({
      importBatchId: h.importBatchId,
      PayRunID: h.PayRunID!,
      fileName: h.fileName ?? h.fileKey!.split('/').pop()!,
      fileKey: h.fileKey!,
      importedAt: h.importedAt,
      importedBy: h.importedBy ?? '',
      status: h.status,
      tripCount: h.tripCount ?? 0,
      fuelCount: h.fuelCount ?? 0,
      downloadUrl: await presignedGet(h.fileKey!, LINK_SECONDS, h.fileName ?? undefined),
    })),
  );
  return { files };
});
