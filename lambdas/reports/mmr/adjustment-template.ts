import { randomUUID } from 'node:crypto';
import { adjustmentTemplateParams } from '#shared/reports/mmr-api';
import { driverBalance } from '#shared/settlements/adjustment-balance';
import { adjustmentApplicationEntity } from '#lambdas/data/entities/adjustment-application';
import { driverEntity } from '#lambdas/data/entities/driver';
import { settlementAdjustmentEntity } from '#lambdas/data/entities/settlement-adjustment';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { writeObject } from '#lambdas/imports/uploads';
import { adjustmentPdf } from './adjustment-pdf.ts';
import { companyNameOf, linkTo } from './month-files.ts';

/**
 * /Adjustment-Template: a driver's settlement adjustments as a PDF under a random key (tmp/, removed
 * after two days) behind a 15-minute link, as the blank form template is.
 */
export const handler = companyRoute({ params: adjustmentTemplateParams }, async ({ caller, params }) => {
  const { companyId } = caller;
  const DriverID = params.driverId;
  const [{ data: driver }, { data: adjustments }, { data: applications }, companyName] = await Promise.all([
    driverEntity().get({ companyId, DriverID }).go(),
    settlementAdjustmentEntity().query.byDriver({ companyId, DriverID }).go({ pages: 'all' }),
    adjustmentApplicationEntity().query.byDriver({ companyId, DriverID }).go({ pages: 'all' }),
    companyNameOf(companyId),
  ]);
  if (!driver && adjustments.length === 0) throw new NotFoundError('Driver not found.');
  const { balance } = driverBalance(adjustments.filter((a) => a.active !== false).map((a) => a.adjustmentId), applications);
  const pdf = adjustmentPdf({
    companyName, DriverID, driverName: driver?.DisplayName ?? '', adjustments, applications, balance, printedOn: new Date().toISOString().slice(0, 10),
  });
  const fileName = `${DriverID.replace(/[^A-Za-z0-9_.-]+/g, '') || 'driver'}-adjustments.pdf`;
  const key = `tmp/adjustments/${randomUUID()}/${fileName}`;
  await writeObject(key, pdf, 'application/pdf');
  return linkTo(key, fileName);
});
