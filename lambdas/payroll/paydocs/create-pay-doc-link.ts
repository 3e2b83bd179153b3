import { randomUUID } from 'node:crypto';
import { payRunDriverParams } from '#shared/payroll-api/common';
import type { PayDocLink } from '#shared/payroll-api/pay-docs';
import { companyEntity } from '#lambdas/data/entities/company';
import { companyRoute } from '#lambdas/http/route-handler';
import { presignedGet, writeObject } from '#lambdas/imports/uploads';
import { payDocFileName, payDocPdf } from './pay-doc-pdf.ts';
import { loadPayDocView } from './pay-doc-view.ts';
import { driverLanguage } from './driver-language.ts';

/** How long a shared pay-document link works. */
const LINK_SECONDS = 15 * 60;

/**
 * Replaces the spec's open `/driver-paydoc?docId=…` link: the PDF is written under a random key in the
 * uploads bucket (tmp/, removed after two days) and shared as a presigned GET that expires, so nobody
 * can reach a pay document by guessing an id.
 */
export const handler = companyRoute({ params: payRunDriverParams }, async ({ caller, params }) => {
  const [view, { data: company }, language] = await Promise.all([
    loadPayDocView(caller.companyId, params.id, params.driverId),
    companyEntity().get({ companyId: caller.companyId }).go(),
    driverLanguage(caller, params.driverId),
  ]);
  const fileName = payDocFileName(view);
  const key = `tmp/paydocs/${randomUUID()}/${fileName.replace(/ /g, '_')}`;
  await writeObject(key, payDocPdf(view, company?.companyName ?? '', language), 'application/pdf');
  const link: PayDocLink = { url: await presignedGet(key, LINK_SECONDS, fileName), expiresAt: new Date(Date.now() + LINK_SECONDS * 1000).toISOString(), fileName };
  return link;
});
