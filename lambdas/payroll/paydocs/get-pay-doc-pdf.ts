import { payRunDriverParams } from '#shared/payroll-api/common';
import { companyEntity } from '#lambdas/data/entities/company';
import { file } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { payDocFileName, payDocPdf } from './pay-doc-pdf.ts';
import { loadPayDocView } from './pay-doc-view.ts';
import { driverLanguage } from './driver-language.ts';

/** The pay document as a PDF made on the server, in the driver's language, downloaded as `{name}-{driverId}.pdf`. */
export const handler = companyRoute({ params: payRunDriverParams }, async ({ caller, params }) => {
  const [view, { data: company }, language] = await Promise.all([
    loadPayDocView(caller.companyId, params.id, params.driverId),
    companyEntity().get({ companyId: caller.companyId }).go(),
    driverLanguage(caller, params.driverId),
  ]);
  return file('application/pdf', payDocFileName(view), payDocPdf(view, company?.companyName ?? '', language));
});
