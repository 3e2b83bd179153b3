import { payRunEntity } from '../../data/entities/pay-run.ts';
import { failureInput, failureMessage } from './task-input.ts';

/** A driver whose pay failed is listed on the run with the reason; the other drivers carry on. */
export async function handler(event: unknown) {
  const { companyId, PayRunID, calculationId, DriverID, error } = failureInput.parse(event);
  const message = failureMessage(error);
  await payRunEntity()
    .update({ companyId, PayRunID })
    .add({ driversFailed: 1 })
    .append({ processingErrors: [{ DriverID: DriverID ?? '', message }] })
    .where(({ calculationId: current }, { eq }) => eq(current, calculationId))
    .go()
    .catch((e: unknown) => {
      if ((e as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException') throw e;
    });
  return { DriverID, failed: true, message };
}
