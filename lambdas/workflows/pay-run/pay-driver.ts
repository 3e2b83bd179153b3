import { payRunEntity } from '../../data/entities/pay-run.ts';
import { cachedRunContext } from '../../payroll/calculation/run-context.ts';
import { payDriver } from '../../payroll/calculation/pay-driver.ts';
import { driverTaskInput } from './task-input.ts';

/** One Map item: both pay phases of one driver, then the progress counter (once per calculation). */
export async function handler(event: unknown) {
  const { companyId, PayRunID, calculationId, DriverID } = driverTaskInput.parse(event);
  const ctx = await cachedRunContext(companyId, PayRunID, calculationId);
  const result = await payDriver(ctx, DriverID);
  if (result.firstTime) {
    await payRunEntity()
      .update({ companyId, PayRunID })
      .add({ driversDone: 1 })
      .where(({ calculationId: current }, { eq }) => eq(current, calculationId))
      .go()
      .catch((error: unknown) => {
        // A newer calculation took over the run: its own counters are not ours to move.
        if ((error as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException') throw error;
      });
  }
  return { DriverID, paid: result.paid, totalCompensation: result.totalCompensation };
}
