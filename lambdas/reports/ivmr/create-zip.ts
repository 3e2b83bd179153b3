import { zipSync } from 'fflate';
import { zipBody, type IvmrLink } from '#shared/reports/ivmr-api';
import { ivmrZipName, saturdaysBetween, safeFileName } from '#shared/reports/ivmr-week';
import { uploadKey } from '#shared/uploads/upload-rules';
import { companyRoute } from '#lambdas/http/route-handler';
import { NotFoundError } from '#lambdas/http/errors';
import { companyEntity } from '#lambdas/data/entities/company';
import { ivmrReportEntity, type IvmrReportItem } from '#lambdas/data/entities/ivmr-report';
import { presignedGet, readObject, writeObject } from '#lambdas/imports/uploads';
import { mapBounded } from '#lambdas/data/map-bounded';
import { LINK_SECONDS } from './download.ts';

/** Files read from the bucket at once. */
const READS_AT_ONCE = 16;
/** In the zip: the PDF to print and the CSV auditors read (the XLSX stays behind each week's download). */
const ZIPPED = new Set(['pdf', 'csv']);

/**
 * Spec exportIVMRtoZip: every approved week ending in the range, one folder per tractor-week
 * (`{VehicleID}_{WeekEnding}/`) holding its PDF and CSV; the zip is saved under the company's folder
 * and answered as a 15-minute link. An empty range is 404, never an empty zip.
 */
export const handler = companyRoute({ body: zipBody }, async ({ caller, body }) => {
  const { companyId } = caller;
  const weeks = saturdaysBetween(body.from, body.to);
  const reports = (await mapBounded(weeks, 4, (WeekEnding) => ivmrReportEntity().query.byWeek({ companyId, WeekEnding }).go({ pages: 'all' }))).flatMap((r) => r.data);
  // One report per tractor-week: the newest, should an approval have left a second behind.
  const latest = new Map<string, IvmrReportItem>();
  for (const r of reports) {
    const k = `${r.VehicleID}_${r.WeekEnding}`;
    if (!latest.has(k) || latest.get(k)!.approvedAt < r.approvedAt) latest.set(k, r);
  }
  if (latest.size === 0) throw new NotFoundError(`No approved IVMR week ends between ${body.from} and ${body.to}.`);
  const files = [...latest].flatMap(([folder, r]) => r.files.filter((f) => ZIPPED.has(f.kind)).map((f) => ({ path: `${safeFileName(folder)}/${f.filename}`, key: f.key })));
  const bodies = await mapBounded(files, READS_AT_ONCE, (f) => readObject(f.key));
  const zip = zipSync(Object.fromEntries(files.map((f, i) => [f.path, bodies[i]!])), { level: 6 });
  const { data: company } = await companyEntity().get({ companyId }).go();
  const fileName = ivmrZipName(company?.companyName ?? '', body.from, body.to);
  const key = uploadKey(companyId, 'ivmrZips', `${Date.now()}-${fileName.replace(/ /g, '_')}`);
  await writeObject(key, zip, 'application/zip');
  const link: IvmrLink = { url: await presignedGet(key, LINK_SECONDS, fileName), expiresAt: new Date(Date.now() + LINK_SECONDS * 1000).toISOString(), fileName };
  return { ...link, weeks: latest.size };
});
