import { addDays, formatIsoDate, formatUsDate } from '#shared/dates/calendar-day';
import { payPeriodDays } from '#shared/dates/pay-period';
import { readDate } from '#shared/dates/read-date';
import { createPayRunBody } from '#shared/payroll-api/pay-runs';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { ConflictError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { payRunView } from './pay-run-view.ts';

/** A new draft pay run for a week ending (spec part 2 §4, §9): one per company and week. */
export const handler = companyRoute({ body: createPayRunBody }, async ({ caller, body }) => {
  const period = payPeriodDays(readDate(body.weekEnding));
  const iso = (d: number) => formatIsoDate(d);
  const PayRunID = iso(period.end);
  try {
    const { data } = await payRunEntity()
      .create({
        companyId: caller.companyId,
        PayRunID,
        WeekEnding: iso(period.end),
        WeekEndingString: formatUsDate(period.end),
        PayDate: iso(period.payDate),
        PayDateString: formatUsDate(period.payDate),
        PayPeriod: {
          startDate: iso(period.start),
          endDate: iso(period.end),
          startDateString: formatUsDate(period.start),
          endDateString: formatUsDate(period.end),
          payDate: iso(addDays(period.end, 6)),
          payDateString: formatUsDate(period.payDate),
        },
        createdBy: caller.displayName,
        createdByUid: caller.userId,
        status: 'draft',
        isProcessed: false,
      })
      .go();
    return json(201, payRunView(data as never));
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') {
      throw new ConflictError(`A pay run for the week ending ${formatUsDate(period.end)} already exists.`);
    }
    throw error;
  }
});
