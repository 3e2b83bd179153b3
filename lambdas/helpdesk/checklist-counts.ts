import type { ChecklistCounts } from '#shared/helpdesk/helpdesk-api';
import { companyEntity } from '#lambdas/data/entities/company';
import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import { domicileEntity } from '#lambdas/data/entities/domicile';
import { driverEntity } from '#lambdas/data/entities/driver';
import { feedKeyEntity } from '#lambdas/data/entities/feed-key';
import { formEntity } from '#lambdas/data/entities/form';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { payTableRowEntity } from '#lambdas/data/entities/pay-table-row';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { STARTER_AUTHOR, STARTER_DVIR_FORM_ID } from '#lambdas/forms/starter-forms';

const DAY_MS = 24 * 3_600_000;

/** The counts of the company's own data the onboarding checklist reads; each list is one company's partition. */
export async function checklistCounts(companyId: string, now = Date.now()): Promise<ChecklistCounts> {
  const [company, domiciles, accounts, drivers, tractors, payTableRows, runs, keys, forms] = await Promise.all([
    companyEntity().get({ companyId }).go({ attributes: ['companyName', 'companyEmail', 'address', 'timeZone'] }),
    domicileEntity().query.byId({ companyId }).go({ pages: 'all', attributes: ['id', 'Active'] }),
    directoryEntryEntity().query.byUid({ companyId }).go({ pages: 'all', attributes: ['uid', 'status'] }),
    driverEntity().query.byDriverId({ companyId }).go({ pages: 'all', attributes: ['DriverID', 'Active'] }),
    tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all', attributes: ['VehicleID', 'Active'] }),
    payTableRowEntity().query.byTable({ companyId }).go({ limit: 1, attributes: ['table'] }),
    payRunEntity().query.byRun({ companyId }).go({ pages: 'all', attributes: ['PayRunID', 'status'] }),
    feedKeyEntity().query.byKeyId({ companyId }).go({ pages: 'all', attributes: ['keyId', 'lastUsedAt'] }),
    formEntity().query.byFormId({ companyId }).go({ pages: 'all', attributes: ['formId', 'formType', 'state', 'updatedBy'] }),
  ]);
  const dvirs = forms.data.filter((f) => f.formType === 'DVIR' && f.state !== 'archived');
  const dvir = dvirs.find((f) => f.formId === STARTER_DVIR_FORM_ID) ?? dvirs[0];
  const profile = company.data;
  return {
    profileComplete: Boolean(profile?.companyName && profile.companyEmail && profile.address && profile.timeZone),
    domiciles: domiciles.data.filter((d) => d.Active !== false).length,
    accounts: accounts.data.filter((a) => a.status !== 'disabled').length,
    drivers: drivers.data.filter((d) => d.Active !== false).length,
    tractors: tractors.data.filter((t) => t.Active !== false).length,
    payTableRows: payTableRows.data.length,
    calculatedPayRuns: runs.data.filter((r) => r.status === 'processed').length,
    feedKeysUsedLastDay: keys.data.filter((k) => k.lastUsedAt && Date.parse(k.lastUsedAt) > now - DAY_MS).length,
    ...(dvir ? { dvirFormId: dvir.formId, dvirFormReviewed: dvirs.some((f) => f.updatedBy !== STARTER_AUTHOR) } : {}),
  };
}
