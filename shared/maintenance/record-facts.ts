/** The tractor's last odometer reading and the company-zone day it was taken, as a record is checked against it. */
export interface TractorReading {
  readonly odometer?: number | undefined;
  readonly day?: string | undefined;
}

/** The most a tractor can be driven in one day: 11 hours of driving (49 CFR 395.3) at 75 mph. */
export const A_DAYS_DRIVING_MILES = 11 * 75;

/**
 * What a maintenance record may not claim, by its field as the form labels it: a service after the
 * company's today, or an odometer below a reading the tractor showed on a day before the service day.
 * An older service may be lower than today's reading. A reading on the service day itself may have been
 * taken after the service, so it bounds the odometer only by a day's driving.
 */
export function recordFactProblems(record: { ServiceDate: string; odometer?: number | undefined }, today: string, reading: TractorReading): Record<string, string> {
  const problems: Record<string, string> = {};
  if (record.ServiceDate > today) problems.ServiceDate = `Service date ${record.ServiceDate} is after today (${today}); a service is recorded once it is done.`;
  const readingDay = reading.day ?? today;
  if (record.odometer === undefined || reading.odometer === undefined || readingDay > record.ServiceDate) return problems;
  const odometer = record.odometer.toLocaleString('en-US'), read = reading.odometer.toLocaleString('en-US');
  if (readingDay < record.ServiceDate && record.odometer < reading.odometer) {
    problems.odometer = `Odometer ${odometer} is below the tractor's reading of ${read} on ${readingDay}; enter the odometer at the service.`;
  } else if (readingDay === record.ServiceDate && record.odometer < reading.odometer - A_DAYS_DRIVING_MILES) {
    problems.odometer = `Odometer ${odometer} is more than a day's driving (${A_DAYS_DRIVING_MILES} mi) below the tractor's reading of ${read} on ${readingDay}; enter the odometer at the service.`;
  }
  return problems;
}
