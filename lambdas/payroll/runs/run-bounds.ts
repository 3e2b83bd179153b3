/**
 * What a pay run item may hold, so it stays far below DynamoDB's 400 KB item limit: its driver and
 * vehicle lists come from the statement (refused above these counts and bytes), and its processing errors
 * are at most one per listed driver plus one for the whole run, each message cut to a line. Pay documents
 * and vehicle summaries are items of their own and are never listed on the run.
 */
export const MAX_RUN_DRIVERS = 500;
export const MAX_RUN_VEHICLES = 500;
/** The driver and vehicle lists together, as stored. */
export const MAX_RUN_LIST_BYTES = 150 * 1024;
export const MAX_PROCESSING_ERROR_BYTES = 160;

export interface ProcessingErrorItem {
  DriverID: string;
  message: string;
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** A processing error as the run stores it: the message cut to MAX_PROCESSING_ERROR_BYTES (UTF-8). */
export function processingError(DriverID: string, message: string): ProcessingErrorItem {
  if (Buffer.byteLength(message) <= MAX_PROCESSING_ERROR_BYTES) return { DriverID, message };
  let cut = [...message].slice(0, MAX_PROCESSING_ERROR_BYTES - 3);
  while (Buffer.byteLength(cut.join('')) > MAX_PROCESSING_ERROR_BYTES - 3) cut = cut.slice(0, -1);
  return { DriverID, message: `${cut.join('')}…` };
}

/** Why a statement with these drivers and vehicles cannot be a pay run, or undefined when it can. */
export function statementOverRunBounds(drivers: ReadonlyArray<{ DriverID: string; DisplayName: string }>, vehicles: readonly string[]): string | undefined {
  if (drivers.length > MAX_RUN_DRIVERS) return `The statement lists ${drivers.length} drivers; a pay run holds at most ${MAX_RUN_DRIVERS}.`;
  if (vehicles.length > MAX_RUN_VEHICLES) return `The statement lists ${vehicles.length} vehicles; a pay run holds at most ${MAX_RUN_VEHICLES}.`;
  if (bytes(drivers) + bytes(vehicles) > MAX_RUN_LIST_BYTES) return 'The statement\'s driver names and vehicle ids are too long for one pay run.';
  return undefined;
}
