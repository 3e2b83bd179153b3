import { randomUUID } from 'node:crypto';
import { tractorWeekParams, type IvmrLink } from '#shared/reports/ivmr-api';
import { ivmrFileName } from '#shared/reports/ivmr-week';
import { companyRoute } from '#lambdas/http/route-handler';
import { NotFoundError } from '#lambdas/http/errors';
import { companyEntity } from '#lambdas/data/entities/company';
import { ivmrApprovalEntity } from '#lambdas/data/entities/ivmr-approval';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { saveAndViewLinks, writeObject } from '#lambdas/imports/uploads';
import { companyZone } from '#lambdas/data/company-zone';
import { approvalLine } from './report-store.ts';
import { LINK_SECONDS } from './download.ts';
import { ivmrPdf } from './report-pdf.ts';
import { currentWeek, driverNames } from './week-data.ts';

/**
 * /IVMR-Template: the printable IVMR of one tractor-week as it stands now (week-data currentWeek)
 * written under a random key in tmp/ (removed after two days) and shared as a presigned GET that expires.
 */
export const handler = companyRoute({ params: tractorWeekParams }, async ({ caller, params }) => {
  const { companyId } = caller;
  const { weekEnding, VehicleID } = params;
  const [{ data: tractor }, { data: record }, { data: company }, timeZone, names] = await Promise.all([
    tractorEntity().get({ companyId, VehicleID }).go(), ivmrApprovalEntity().get({ companyId, WeekEnding: weekEnding, VehicleID }).go(), companyEntity().get({ companyId }).go(),
    companyZone(companyId), driverNames(companyId),
  ]);
  if (!tractor && !record) throw new NotFoundError(`Tractor ${VehicleID} not found.`);
  const base = { VehicleID, Vin: tractor?.Vin ?? '', Domicile: tractor?.Domicile ?? '' };
  const week = await currentWeek(companyId, base, record ?? undefined, weekEnding, timeZone, names);
  const approval = week.status === 'approved' && week.approvedBy && week.approvedAt ? approvalLine(week.approvedBy, week.approvedAt) : 'Not approved yet.';
  const fileName = ivmrFileName(VehicleID, weekEnding, 'pdf');
  const key = `tmp/ivmr/${randomUUID()}/${fileName.replace(/ /g, '_')}`;
  await writeObject(key, ivmrPdf({ companyName: company?.companyName ?? '', week, approval }), 'application/pdf');
  const link: IvmrLink = { ...(await saveAndViewLinks(key, LINK_SECONDS, fileName)), expiresAt: new Date(Date.now() + LINK_SECONDS * 1000).toISOString(), fileName };
  return link;
});
