import type { Timecard } from '#shared/payroll/types';
import { timecardApprovalEntity } from '#lambdas/data/entities/timecard-approval';

/** The time cards approved for the pay week, by driver: only approved weeks pay, exactly as approved. */
export async function approvedTimecards(companyId: string, weekEnding: string): Promise<Map<string, Timecard[]>> {
  const { data } = await timecardApprovalEntity().query.byWeek({ companyId, weekEnding }).go({ pages: 'all' });
  return new Map(data.filter((a) => a.approved).map((a) => [a.DriverID, (a.cards ?? []).map((c) => ({ DriverID: a.DriverID, date: c.date, minutes: c.minutes }))]));
}
