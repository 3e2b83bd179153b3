import { zipSync } from 'fflate';
import { mmrPdfName, mmrZipName } from '#shared/reports/mmr-month';
import type { FileLink } from '#shared/reports/mmr-api';
import { companyEntity } from '#lambdas/data/entities/company';
import { mmrRecordEntity, type MmrRecordItem } from '#lambdas/data/entities/mmr-record';
import { mmrReportEntity } from '#lambdas/data/entities/mmr-report';
import { NotFoundError } from '#lambdas/http/errors';
import { saveAndViewLinks, writeObject } from '#lambdas/imports/uploads';
import { buildMmrRecords, mmrRecordsOf } from './month-builder.ts';
import { mmrPdf } from './mmr-pdf.ts';

/** How long a shared MMR link works. */
export const LINK_SECONDS = 15 * 60;
/** Spec part 2 §8. */
export const MMR_NOT_FOUND = 'MMR record not found';

export async function companyNameOf(companyId: string): Promise<string> {
  const { data } = await companyEntity().get({ companyId }).go({ attributes: ['companyName'] });
  return data?.companyName ?? '';
}

const monthPrefix = (companyId: string, month: string) => `reports/mmr/${encodeURIComponent(companyId)}/${month}/`;

export async function linkTo(key: string, fileName: string): Promise<FileLink> {
  return { ...(await saveAndViewLinks(key, LINK_SECONDS, fileName)), expiresAt: new Date(Date.now() + LINK_SECONDS * 1000).toISOString(), fileName };
}

/** A tractor's stored month, or the spec's "MMR record not found". */
export async function mmrRecordOf(companyId: string, month: string, VehicleID: string): Promise<MmrRecordItem> {
  const { data } = await mmrRecordEntity().get({ companyId, Month: month, VehicleID }).go();
  if (!data) throw new NotFoundError(MMR_NOT_FOUND);
  return data;
}

/** One tractor's PDF written to the uploads bucket under the month, behind a 15-minute link. */
export async function tractorPdfLink(companyId: string, record: MmrRecordItem): Promise<FileLink> {
  const fileName = mmrPdfName(record.VehicleID, record.Month);
  const key = `${monthPrefix(companyId, record.Month)}${fileName}`;
  await writeObject(key, mmrPdf(record, await companyNameOf(companyId)), 'application/pdf');
  return linkTo(key, fileName);
}

/** Every PDF of the month, rendered (spec generateMMRPDFBatchFunction); refused when the month is not built. */
export async function renderMonthPdfs(companyId: string, month: string, records?: MmrRecordItem[]): Promise<Array<{ fileName: string; pdf: Uint8Array }>> {
  const rows = records ?? await mmrRecordsOf(companyId, month);
  if (rows.length === 0) throw new NotFoundError(MMR_NOT_FOUND);
  const companyName = await companyNameOf(companyId);
  return rows.map((r) => ({ fileName: mmrPdfName(r.VehicleID, month), pdf: mmrPdf(r, companyName) }));
}

/** Writes the month's PDFs to the bucket and notes the batch on the month's report item. */
export async function storeMonthPdfs(companyId: string, month: string): Promise<{ pdfCount: number; renderedOn: string }> {
  const files = await renderMonthPdfs(companyId, month);
  const prefix = monthPrefix(companyId, month);
  for (let i = 0; i < files.length; i += 10) {
    await Promise.all(files.slice(i, i + 10).map((f) => writeObject(`${prefix}${f.fileName}`, f.pdf, 'application/pdf')));
  }
  const renderedOn = new Date().toISOString();
  await mmrReportEntity().patch({ companyId, Month: month }).set({ pdfCount: files.length, pdfsRenderedOn: renderedOn }).go();
  return { pdfCount: files.length, renderedOn };
}

/** The month's zip, one PDF per tractor (spec exportMMRtoZip), as bytes with its `{company}-{month}-MMR.zip` name. */
export async function monthZip(companyId: string, month: string, records?: MmrRecordItem[]): Promise<{ fileName: string; body: Uint8Array }> {
  const files = await renderMonthPdfs(companyId, month, records);
  // PDFs are already deflated inside: storing them (level 0) keeps the zip fast at no cost in size.
  const body = zipSync(Object.fromEntries(files.map((f) => [f.fileName, [f.pdf, { level: 0 }]])));
  return { fileName: mmrZipName(await companyNameOf(companyId), month), body };
}

/** The month's zip written beside its PDFs, noted on the month's item, behind a 15-minute link. */
export async function monthZipLink(companyId: string, month: string): Promise<FileLink> {
  const { fileName, body } = await monthZip(companyId, month);
  const key = `${monthPrefix(companyId, month)}${fileName}`;
  await writeObject(key, body, 'application/zip');
  await mmrReportEntity().patch({ companyId, Month: month }).set({ zipKey: key, zipFileName: fileName }).go();
  return linkTo(key, fileName);
}

/** The month's records, building them first when the month has none (the scheduled report's way in). */
export async function monthRecordsOrBuild(companyId: string, month: string, builtBy: string): Promise<MmrRecordItem[]> {
  const stored = await mmrRecordsOf(companyId, month);
  return stored.length > 0 ? stored : (await buildMmrRecords(companyId, month, builtBy)).records;
}
