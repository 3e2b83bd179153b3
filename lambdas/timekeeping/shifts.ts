import { randomUUID } from 'node:crypto';
import type { ApprovalView, AuditView, PunchStampView, ShiftView } from '#shared/timekeeping/api';
import { addIsoDays, weekDays, type ShiftTimes } from '#shared/timekeeping/week';
import { companyEntity } from '#lambdas/data/entities/company';
import { driverEntity } from '#lambdas/data/entities/driver';
import { timePunchEntity, type TimePunchItem } from '#lambdas/data/entities/time-punch';
import { timecardApprovalEntity, type TimecardApprovalItem } from '#lambdas/data/entities/timecard-approval';
import { timecardAuditEntity, type TimecardAuditItem } from '#lambdas/data/entities/timecard-audit';
import { ForbiddenError, NotFoundError } from '#lambdas/http/errors';

/** How far an edit may move a shift's in from the punchId's stamp: the week read looks this far back. */
export const MAX_IN_DRIFT_DAYS = 7;

export async function timekeepingEnabled(companyId: string): Promise<boolean> {
  const { data } = await companyEntity().get({ companyId }).go({ attributes: ['timekeepingEnabled'] });
  return data?.timekeepingEnabled === true;
}

const TIMEKEEPING_OFF = 'Timekeeping is not turned on for your company.';

export async function requireTimekeeping(companyId: string): Promise<void> {
  if (!(await timekeepingEnabled(companyId))) throw new ForbiddenError(TIMEKEEPING_OFF);
}

/** Timekeeping is turned on and the path's driver is in the company's driver lookup: nothing is written for a driver who does not exist. */
export async function requireDriverTimekeeping(companyId: string, DriverID: string): Promise<void> {
  const [enabled, { data: driver }] = await Promise.all([timekeepingEnabled(companyId), driverEntity().get({ companyId, DriverID }).go({ attributes: ['DriverID'] })]);
  if (!enabled) throw new ForbiddenError(TIMEKEEPING_OFF);
  if (!driver) throw new NotFoundError(`Driver ${DriverID} is not in the driver lookup.`);
}

/** A new shift's id: its in stamp first, so the driver's partition reads in time order. */
export function newPunchId(inAt: string): string {
  return `${inAt}_${randomUUID().slice(0, 8)}`;
}

/** The driver's shifts that can touch the week ending `weekEnding` (then filtered on their own in/out). */
export async function weekShifts(companyId: string, DriverID: string, weekEnding: string): Promise<TimePunchItem[]> {
  const first = weekDays(weekEnding)[0]!;
  const from = `${addIsoDays(first, -(MAX_IN_DRIFT_DAYS + 2))}`;
  const to = `${addIsoDays(weekEnding, MAX_IN_DRIFT_DAYS + 2)}`;
  const { data } = await timePunchEntity().query.byDriver({ companyId, DriverID }).between({ punchId: from }, { punchId: to }).go({ pages: 'all' });
  const start = Date.parse(`${first}T00:00:00Z`) - 2 * 86_400_000;
  const end = Date.parse(`${weekEnding}T00:00:00Z`) + 3 * 86_400_000;
  return data.filter((p) => Date.parse(p.in) < end && (p.out ? Date.parse(p.out) : Infinity) > start).sort((a, b) => a.in.localeCompare(b.in));
}

/** The driver's newest shifts (the open one, if any, is among them: a driver has at most one). */
export async function latestShifts(companyId: string, DriverID: string, limit = 5): Promise<TimePunchItem[]> {
  const { data } = await timePunchEntity().query.byDriver({ companyId, DriverID }).go({ order: 'desc', limit });
  return data;
}

export const shiftTimes = (p: TimePunchItem): ShiftTimes => ({ punchId: p.punchId, in: p.in, out: p.out });

function stampView(s: TimePunchItem['inStamp']): PunchStampView | null {
  if (!s) return null;
  return { source: s.source, tappedAt: s.tappedAt ?? null, correctedTapAt: s.correctedTapAt ?? null, arrivedAt: s.arrivedAt, late: s.late, flag: s.flag ?? null };
}

export function shiftView(p: TimePunchItem): ShiftView {
  return {
    punchId: p.punchId, DriverID: p.DriverID, in: p.in, out: p.out ?? null,
    inPosition: p.inPosition ?? null, outPosition: p.outPosition ?? null,
    createdBy: p.createdBy, editedBy: p.editedBy ?? null, version: p.version,
    inStamp: stampView(p.inStamp), outStamp: stampView(p.outStamp),
  };
}

export function approvalView(item: TimecardApprovalItem | undefined | null): ApprovalView {
  return {
    approved: item?.approved === true, approvedBy: item?.approvedBy ?? null, approvedAt: item?.approvedAt ?? null,
    cards: item?.approved ? item.cards ?? [] : [], version: item?.version ?? 0,
  };
}

export async function weekApprovals(companyId: string, weekEnding: string): Promise<Map<string, TimecardApprovalItem>> {
  const { data } = await timecardApprovalEntity().query.byWeek({ companyId, weekEnding }).go({ pages: 'all' });
  return new Map(data.map((a) => [a.DriverID, a]));
}

/** A change to the week: any approval is cleared and the week's version raised, so it needs approval again. */
export async function touchWeek(companyId: string, DriverID: string, weekEnding: string): Promise<void> {
  const approvals = timecardApprovalEntity();
  const { data } = await approvals.get({ companyId, weekEnding, DriverID }).go();
  await approvals.put({ companyId, weekEnding, DriverID, approved: false, cards: [], version: (data?.version ?? 0) + 1 }).go();
}

export function auditView(a: TimecardAuditItem): AuditView {
  const times = (t: TimecardAuditItem['before']) => (t ? { in: t.in, out: t.out ?? null } : null);
  return { auditId: a.auditId, punchId: a.punchId, action: a.action, changedBy: a.changedBy, changedAt: a.changedAt, reason: a.reason, before: times(a.before), after: times(a.after) };
}

export interface AuditEntry {
  companyId: string;
  DriverID: string;
  weekEnding: string;
  punchId: string;
  action: AuditView['action'];
  caller: { userId: string; displayName: string };
  reason: string;
  before?: { in: string; out?: string | undefined } | undefined;
  after?: { in: string; out?: string | undefined } | undefined;
}

const times = (t: { in: string; out?: string | undefined }) => ({ in: t.in, ...(t.out ? { out: t.out } : {}) });

export async function writeAudit(entry: AuditEntry): Promise<void> {
  const changedAt = new Date().toISOString();
  await timecardAuditEntity().create({
    companyId: entry.companyId, DriverID: entry.DriverID, weekEnding: entry.weekEnding, auditId: `${changedAt}_${randomUUID()}`,
    punchId: entry.punchId, action: entry.action, changedByUid: entry.caller.userId, changedBy: entry.caller.displayName, changedAt,
    reason: entry.reason, ...(entry.before ? { before: times(entry.before) } : {}), ...(entry.after ? { after: times(entry.after) } : {}),
  }).go();
}
