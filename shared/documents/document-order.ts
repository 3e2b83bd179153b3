import type { DocumentRow, DocumentStatus } from './document-api.ts';

/** The Document Manager's order: what needs action first (expired, then expiring), then by expiry. */
export const STATUS_ORDER: readonly DocumentStatus[] = ['expired', 'expiring', 'valid', 'no-expiry'];

export function byUrgency(a: DocumentRow, b: DocumentRow): number {
  const status = STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status);
  if (status !== 0) return status;
  const date = (a.expDate ?? '9999-12-31').localeCompare(b.expDate ?? '9999-12-31');
  if (date !== 0) return date;
  return a.ownerName.localeCompare(b.ownerName, 'en-US', { numeric: true }) || a.label.localeCompare(b.label) || a.rowKey.localeCompare(b.rowKey);
}

export function sortByUrgency(rows: readonly DocumentRow[]): DocumentRow[] {
  return [...rows].sort(byUrgency);
}

/** Rows per status, counted from the rows themselves so the counts always add up to the list. */
export function countByStatus(rows: readonly DocumentRow[]): Record<DocumentStatus, number> {
  const counts: Record<DocumentStatus, number> = { expired: 0, expiring: 0, valid: 0, 'no-expiry': 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

export interface DocumentFilter {
  ownerKind?: DocumentRow['ownerKind'];
  status?: DocumentStatus;
  domicile?: string;
}

/** A driver may have several domiciles (`PHX/ELP`); the filter matches any of them. */
export function matchesFilter(row: DocumentRow, filter: DocumentFilter): boolean {
  if (filter.ownerKind && row.ownerKind !== filter.ownerKind) return false;
  if (filter.status && row.status !== filter.status) return false;
  if (filter.domicile && !row.domicile.split('/').includes(filter.domicile)) return false;
  return true;
}
