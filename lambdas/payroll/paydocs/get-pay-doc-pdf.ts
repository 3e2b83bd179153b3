import { payRunDriverParams } from '#shared/payroll-api/common';
import { companyEntity } from '../../data/entities/company.ts';
import { file } from '../../http/respond.ts';
import { companyRoute } from '../../http/route-handler.ts';
import { payDocFileName, payDocPdf } from './pay-doc-pdf.ts';
import { loadPayDocView } from './pay-doc-view.ts';

/** The pay document as a PDF made on the server, downloaded as `{name}-{driverId}.pdf`. */
export const handler = companyRoute({ params: payRunDriverParams }, async ({ caller, params }) => {
  const [view, { data: company }] = await Promise.all([loadPayDocView(caller.companyId, params.id, params.driverId), companyEntity().get({ companyId: caller.companyId }).go()]);
  return file('application/pdf', payDocFileName(view), payDocPdf(view, company?.companyName ?? ''));
});
