import type { ReportLinkDownload } from '#shared/reports/schedule-api';
import { presignedGet } from '#lambdas/imports/uploads';
import { provenRoute } from '#lambdas/http/route-handler';
import { reportLinkOfRequest } from './report-links.ts';

const DOWNLOAD_SECONDS = 15 * 60;

/** Through a scheduled report's e-mailed link: a fresh 15-minute download link to that one file. */
export const handler = provenRoute((event) => reportLinkOfRequest(event.headers), async ({ caller: link }): Promise<ReportLinkDownload> => ({
  url: await presignedGet(link.fileKey, DOWNLOAD_SECONDS, link.fileName),
  fileName: link.fileName,
  expiresAt: new Date(Date.now() + DOWNLOAD_SECONDS * 1000).toISOString(),
  reportName: link.reportName,
  from: link.from,
  to: link.to,
}));
