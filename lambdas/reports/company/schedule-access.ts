import { reportMenu } from '#shared/access/report-menu';
import { hasRole } from '#shared/access/roles';
import { MANAGES_OTHERS_SCHEDULES, type ScheduledReportView } from '#shared/reports/schedule-api';
import { companyEntity } from '#lambdas/data/entities/company';
import { scheduledReportEntity, type ScheduledReportItem } from '#lambdas/data/entities/scheduled-report';
import { ForbiddenError, NotFoundError, ValidationError } from '#lambdas/http/errors';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { REPORT_RENDERERS } from '#lambdas/reports/report-renderers';

/** Every reportName of the menu, whatever the role or company flags. */
const MENU_NAMES = new Set(reportMenu({ role: 1, company: { timekeepingEnabled: true, isWexIntegrationCompleted: true } }).map((e) => e.reportName));

/** The reports this caller may schedule: offered to him by the menu, and with a renderer. */
export async function schedulableReports(caller: CompanyCaller): Promise<string[]> {
  const { data: company } = await companyEntity().get({ companyId: caller.companyId }).go({ attributes: ['timekeepingEnabled', 'isWexIntegrationCompleted'] });
  return reportMenu({ role: caller.role, company: company ?? {} }).map((e) => e.reportName).filter((name) => name in REPORT_RENDERERS);
}

/**
 * A report the caller may schedule: a report of the menu (400), offered to his role and company (403),
 * that can be rendered to a file (400).
 */
export async function assertSchedulable(caller: CompanyCaller, reportName: string): Promise<void> {
  if (!MENU_NAMES.has(reportName)) throw new ValidationError(`The report ${reportName} is not a report of the menu.`, { reportName: 'Not a report of the menu.' });
  await assertOffered(caller, reportName);
  if (!(reportName in REPORT_RENDERERS)) {
    throw new ValidationError(`The report ${reportName} cannot be sent on a schedule: it has no file to send.`, { reportName: 'This report cannot be sent on a schedule.' });
  }
}

/** The report is offered to the caller's role and company: a schedule of it is his to change (403 otherwise). */
export async function assertOffered(caller: CompanyCaller, reportName: string): Promise<void> {
  const { data: company } = await companyEntity().get({ companyId: caller.companyId }).go({ attributes: ['timekeepingEnabled', 'isWexIntegrationCompleted'] });
  if (!reportMenu({ role: caller.role, company: company ?? {} }).some((e) => e.reportName === reportName)) throw new ForbiddenError();
}

export function mayManageOthers(caller: CompanyCaller): boolean {
  return hasRole(caller.role, MANAGES_OTHERS_SCHEDULES);
}

/**
 * A schedule the caller may see and change: his own, or any of the company's for payroll and the owner.
 * Another user's schedule is 404 to everyone else, as is another company's.
 */
export async function ownSchedule(caller: CompanyCaller, scheduleId: string): Promise<ScheduledReportItem> {
  const { data } = await scheduledReportEntity().get({ companyId: caller.companyId, scheduleId }).go();
  if (!data || (data.createdBy !== caller.userId && !mayManageOthers(caller))) throw new NotFoundError('Scheduled report not found.');
  return data;
}

export function scheduleView(item: ScheduledReportItem, caller: CompanyCaller): ScheduledReportView {
  return {
    scheduleId: item.scheduleId,
    reportName: item.reportName,
    frequency: item.frequency,
    ...(item.dayOfWeek !== undefined ? { dayOfWeek: item.dayOfWeek } : {}),
    ...(item.dayOfMonth !== undefined ? { dayOfMonth: item.dayOfMonth } : {}),
    hour: item.hour,
    timeZone: item.timeZone,
    recipients: item.recipients,
    active: item.active,
    ...(item.active ? { nextRunAt: item.nextRunAt } : {}),
    ...(item.lastRunAt ? { lastRunAt: item.lastRunAt } : {}),
    ...(item.lastResult ? { lastResult: item.lastResult } : {}),
    ...(item.lastMessage ? { lastMessage: item.lastMessage } : {}),
    createdBy: item.createdBy,
    createdByName: item.createdByName,
    mine: item.createdBy === caller.userId,
  };
}
