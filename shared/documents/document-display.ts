import type { DocKind } from './doc-kinds.ts';
import type { DocumentRow, DocumentStatus } from './document-api.ts';

/**
 * How a document's status is shown. The list keeps fleet-rules' statuses (a CDL or medical card without
 * a date is `no-expiry` there); on screen that one reads "missing", since both papers always expire.
 */
export type ShownStatus = DocumentStatus | 'missing';

/** The papers a driver must hold with a date: a CDL and a medical card never go without one. */
export const DATED_KINDS: readonly DocKind[] = ['cdl', 'medical-card'];

export function shownStatus(row: Pick<DocumentRow, 'status' | 'docKind'>): ShownStatus {
  return row.status === 'no-expiry' && DATED_KINDS.includes(row.docKind) ? 'missing' : row.status;
}

/**
 * The Drive screen warns this many days ahead (issue 26): a shorter window than the documents list's
 * two months, so the warning on his home screen means "act now".
 */
export const DRIVE_ALERT_DAYS = 30;

export interface DriveAlert {
  docKind: 'cdl' | 'medical-card';
  state: 'expired' | 'expiring';
  /** YYYY-MM-DD. */
  expDate: string;
}

function addDays(isoDay: string, days: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The driver's own CDL and medical card that are expired, or expire within DRIVE_ALERT_DAYS of `today`
 * (the company's calendar day, as the documents list gives it): expired first.
 */
export function driveAlerts(rows: readonly Pick<DocumentRow, 'ownerKind' | 'docKind' | 'expDate'>[], today: string): DriveAlert[] {
  const limit = addDays(today, DRIVE_ALERT_DAYS);
  const alerts: DriveAlert[] = [];
  for (const row of rows) {
    if (row.ownerKind !== 'driver' || (row.docKind !== 'cdl' && row.docKind !== 'medical-card') || !row.expDate) continue;
    if (row.expDate < today) alerts.push({ docKind: row.docKind, state: 'expired', expDate: row.expDate });
    else if (row.expDate <= limit) alerts.push({ docKind: row.docKind, state: 'expiring', expDate: row.expDate });
  }
  return alerts.sort((a, b) => (a.state === b.state ? a.expDate.localeCompare(b.expDate) : a.state === 'expired' ? -1 : 1));
}
