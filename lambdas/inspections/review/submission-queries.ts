import { matchesStatus, rangeInstants, monthsOfRange, SUBMISSION_PAGE, type SubmissionListQuery } from '#shared/forms/review-api';
import { startOfLocalDay } from '#shared/fleet/zone';
import { formSubmissionEntity, type FormSubmissionItem } from '#lambdas/data/entities/form-submission';
import { timeKey } from '#lambdas/chat/ids';
import { companyZone } from '#lambdas/data/company-zone';

/** What a list row carries: never the answers (they make up nearly all of an item's size). */
export const LIST_ATTRIBUTES = [
  'submissionId', 'completedAt', 'formId', 'formName', 'formVersion', 'formType', 'VehicleID', 'Domicile', 'category',
  'submittedByDisplayName', 'countOfFailedFormFields', 'unresolvedFaultCount', 'driverCommentCount',
] as const;

export type SubmissionRow = Pick<FormSubmissionItem, (typeof LIST_ATTRIBUTES)[number]>;

type Filters = Pick<SubmissionListQuery, 'VehicleID' | 'driverId' | 'formId' | 'status'>;

/** Sort-key bounds of the ids completed on the company-zone days from..to (ids are time-ordered). */
export async function idBounds(companyId: string, from: string, to: string): Promise<{ lower: string; upper: string; months: string[] }> {
  const zone = await companyZone(companyId);
  const { startMs, endMs } = rangeInstants(from, to, (day) => startOfLocalDay(day, zone));
  return { lower: timeKey(startMs), upper: `${timeKey(endMs - 1)}~`, months: monthsOfRange(startMs, endMs) };
}

interface FilterOps {
  eq: (attr: unknown, value: unknown) => string;
  gt: (attr: unknown, value: unknown) => string;
}
type Attrs = Record<string, unknown>;

function filterOf(filters: Filters) {
  const parts = (a: Attrs, op: FilterOps): string[] => [
    ...(filters.VehicleID ? [op.eq(a.VehicleID, filters.VehicleID)] : []),
    ...(filters.driverId ? [op.eq(a.category, filters.driverId)] : []),
    ...(filters.formId ? [op.eq(a.formId, filters.formId)] : []),
    ...(filters.status === 'failed' ? [op.gt(a.countOfFailedFormFields, 0)] : []),
    ...(filters.status === 'open' ? [op.gt(a.unresolvedFaultCount, 0)] : []),
    ...(filters.status === 'passed' ? [op.eq(a.countOfFailedFormFields, 0)] : []),
  ];
  return (a: Attrs, op: FilterOps) => parts(a, op).join(' AND ');
}

function hasFilter(filters: Filters): boolean {
  return Boolean(filters.VehicleID || filters.driverId || filters.formId || filters.status);
}

/**
 * Up to `size` submissions completed between the bounds, newest first, strictly before `cursor`: through
 * the tractor's or the driver's index when the list is filtered by one, else the month partitions newest first.
 */
export async function readSubmissions(companyId: string, bounds: { lower: string; upper: string; months: string[] }, filters: Filters, size: number, cursor?: string): Promise<SubmissionRow[]> {
  const upper = cursor && cursor < bounds.upper ? cursor : bounds.upper;
  if (upper < bounds.lower) return [];
  const where = filterOf(filters);
  const options = { order: 'desc' as const, count: size + 1, attributes: [...LIST_ATTRIBUTES] };
  const range = [{ submissionId: bounds.lower }, { submissionId: upper }] as const;
  const keep = (rows: SubmissionRow[]) => rows.filter((r) => r.submissionId !== cursor && matchesStatus(r, filters.status));
  const entity = formSubmissionEntity();
  if (filters.VehicleID) {
    const q = entity.query.byTractor({ companyId, VehicleID: filters.VehicleID }).between(...range);
    return keep((await (hasFilter(filters) ? q.where(where as never) : q).go(options)).data).slice(0, size);
  }
  if (filters.driverId) {
    const q = entity.query.byDriver({ companyId, category: filters.driverId }).between(...range);
    return keep((await (hasFilter(filters) ? q.where(where as never) : q).go(options)).data).slice(0, size);
  }
  const page: SubmissionRow[] = [];
  const newestMonth = monthOfId(upper);
  for (const month of bounds.months) {
    if (month > newestMonth) continue;
    const q = entity.query.byMonth({ companyId, month }).between(...range);
    const { data } = await (hasFilter(filters) ? q.where(where as never) : q).go({ ...options, count: size - page.length + 1 });
    page.push(...keep(data));
    if (page.length >= size) break;
  }
  return page.slice(0, size);
}

function monthOfId(id: string): string {
  return new Date(parseInt(id.slice(0, 9), 36)).toISOString().slice(0, 7);
}

export function pageTotals(rows: readonly SubmissionRow[]) {
  return {
    submissions: rows.length,
    failed: rows.filter((r) => r.countOfFailedFormFields > 0).length,
    faults: rows.reduce((n, r) => n + r.countOfFailedFormFields, 0),
    unresolvedFaults: rows.reduce((n, r) => n + r.unresolvedFaultCount, 0),
    driverComments: rows.reduce((n, r) => n + r.driverCommentCount, 0),
  };
}

export { SUBMISSION_PAGE };
