/** The tractor's last odometer reading and the company-zone day it was taken, as a record is checked against it. */
export interface TractorReading {
  readonly odometer?: number | undefined;
  readonly day?: string | undefined;
}

/**
 * What a maintenance record may not claim, by its field as the form labels it: a service after the
 * company's today, or an odometer below a reading the tractor showed on a day before the service day.
 * An older service may be lower than today's reading, and a reading on the service day itself may have
 * been taken after the service, so only earlier days count.
 */
export function recordFactProblems(record: { ServiceDate: string; odometer?: number | undefined }, today: string, reading: TractorReading): Record<string, string> {
  const problems: Record<string, string> = {};
  if (record.ServiceDate > today) problems.ServiceDate = `Service date ${record.ServiceDate} is after today (${today}); a service is recorded once it is done.`;
  const readingDay = reading.day ?? today;
  if (record.odometer !== undefined && reading.odometer !== undefined && readingDay < record.ServiceDate && record.odometer < reading.odometer) {
    problems.odometer = `Odometer ${record.odometer.toLocaleString('en-US')} is below the tractor's reading of ${reading.odometer.toLocaleString('en-US')} on ${readingDay}; enter the odometer at the service.`;
  }
  return problems;
}
