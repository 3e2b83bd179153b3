import { payRunEntity } from '../../data/entities/pay-run.ts';
import { failureInput, failureMessage } from './task-input.ts';

/** A chunk whose pay failed as a whole: its drivers are listed on the run with the reason; the other chunks carry on. */
export async function handler(event: unknown) {
  const { companyId, PayRunID, calculationId, DriverIDs = [], error } = failureInput.parse(event);
  const message = failureMessage(error);
  await payRunEntity()
    .update({ companyId, PayRunID })
    .add({ driversFailed: DriverIDs.length })
    .append({ processingErrors: DriverIDs.map((DriverID) => ({ DriverID, message })) })
    .where(({ calculationId: current }, { eq }) => eq(current, calculationId))
    .go()
    .catch((e: unknown) => {
      if ((e as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException') throw e;
    });
  return { failed: DriverIDs.length, message };
}
