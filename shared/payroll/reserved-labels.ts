import { DANDH_PAY_LABEL, MILEAGE_PAY_LABEL } from './comp-model.ts';
import { DAY_RATE_LABEL, HOURLY_LABEL, PER_DIEM_LABEL, WEEKLY_LABEL } from './time-pay.ts';

/**
 * The comp-model labels the engine writes itself. A bonus under one of them would be read as that
 * entry: under "Per Diem" a $40 bonus is subtracted from the total instead of paid.
 */
export const RESERVED_LABELS: readonly string[] = [MILEAGE_PAY_LABEL, DANDH_PAY_LABEL, PER_DIEM_LABEL, DAY_RATE_LABEL, HOURLY_LABEL, WEEKLY_LABEL];

const RESERVED_KEYS = new Set(RESERVED_LABELS.map((label) => label.toLowerCase()));

/** Compared trimmed and ignoring case: " per diem " is reserved too. */
export function isReservedLabel(label: string): boolean {
  return RESERVED_KEYS.has(label.trim().toLowerCase());
}

export const RESERVED_LABEL_MESSAGE = `is one of the engine's own pay entries (${RESERVED_LABELS.join(', ')}); choose another label.`;
