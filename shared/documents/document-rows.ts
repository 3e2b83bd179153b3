import { formatIsoDate, readDay } from '#shared/fleet/dates';
import { documentStatus } from '#shared/fleet/documents';
import { DEFAULT_TIME_ZONE } from '#shared/fleet/zone';
import { DRIVER_DATE_SOURCES, KIND_OF_SOURCE, SPEC_DOC_TYPE, type DocKind, type OwnerKind } from './doc-kinds.ts';
import type { DocumentRow } from './document-api.ts';
import { sortByUrgency } from './document-order.ts';

export interface StoredDocument {
  id: string;
  ownerKind: OwnerKind;
  ownerId: string;
  docKind: DocKind;
  label: string;
  expDate?: string;
  fileKey?: string;
  fileName?: string;
  contentType?: string;
  updatedAt?: string;
  version?: number;
}

export interface DriverDates {
  DriverID: string;
  DisplayName?: string;
  Domicile?: string;
  Active?: boolean;
  cdlExpDate?: string;
  medExpDate?: string;
}

export interface TractorHome {
  VehicleID: string;
  Domicile?: string;
}

export interface RowsInput {
  today: string;
  companyName: string;
  documents: readonly StoredDocument[];
  /** Drivers whose CDL and medical card count as documents (active drivers only in the Document Manager). */
  drivers: readonly DriverDates[];
  tractors: readonly TractorHome[];
}

const SOURCE_LABEL: Record<(typeof DRIVER_DATE_SOURCES)[number], string> = { cdlExpDate: 'CDL', medExpDate: 'Medical card' };

/**
 * The rows of a document list: every stored document, and each driver's CDL and medical card from his
 * driver record (fleet rules "Documents and expiry"). A driver's uploaded CDL or medical card stands for
 * that record row and shows the record's date, which stays the authority the driver file edits.
 */
export function documentRows(input: RowsInput): DocumentRow[] {
  const drivers = new Map(input.drivers.map((d) => [d.DriverID, d]));
  const tractors = new Map(input.tractors.map((t) => [t.VehicleID, t]));
  const uploaded = new Set(input.documents.filter((d) => d.ownerKind === 'driver').map((d) => `${d.ownerId}:${d.docKind}`));
  const rows: DocumentRow[] = input.documents.map((doc) => {
    const driver = doc.ownerKind === 'driver' ? drivers.get(doc.ownerId) : undefined;
    const recordDate = driver && doc.docKind === 'cdl' ? driver.cdlExpDate : driver && doc.docKind === 'medical-card' ? driver.medExpDate : undefined;
    const expDate = blankToUndefined(recordDate) ?? blankToUndefined(doc.expDate);
    return {
      rowKey: doc.id,
      documentId: doc.id,
      source: 'document',
      ownerKind: doc.ownerKind,
      ownerId: doc.ownerId,
      ownerName: ownerName(doc.ownerKind, doc.ownerId, input.companyName, driver),
      domicile: doc.ownerKind === 'driver' ? (driver?.Domicile ?? '') : doc.ownerKind === 'tractor' ? (tractors.get(doc.ownerId)?.Domicile ?? '') : '',
      docKind: doc.docKind,
      docType: SPEC_DOC_TYPE[doc.ownerKind],
      label: doc.label,
      ...(expDate ? { expDate } : {}),
      status: documentStatus(expDate, input.today),
      hasFile: Boolean(doc.fileKey),
      ...(doc.fileName ? { fileName: doc.fileName } : {}),
      ...(doc.contentType ? { contentType: doc.contentType } : {}),
      ...(doc.updatedAt ? { updatedAt: doc.updatedAt } : {}),
      ...(doc.version !== undefined ? { version: doc.version } : {}),
    };
  });
  for (const driver of input.drivers) {
    for (const source of DRIVER_DATE_SOURCES) {
      if (uploaded.has(`${driver.DriverID}:${KIND_OF_SOURCE[source]}`)) continue;
      const expDate = blankToUndefined(driver[source]);
      rows.push({
        rowKey: `${driver.DriverID}:${source}`,
        source,
        ownerKind: 'driver',
        ownerId: driver.DriverID,
        ownerName: ownerName('driver', driver.DriverID, input.companyName, driver),
        domicile: driver.Domicile ?? '',
        docKind: KIND_OF_SOURCE[source],
        docType: 'DriverDoc',
        label: SOURCE_LABEL[source],
        ...(expDate ? { expDate } : {}),
        status: documentStatus(expDate, input.today),
        hasFile: false,
      });
    }
  }
  return sortByUrgency(rows);
}

/** A stored date as YYYY-MM-DD (driver records may hold MM/DD/YYYY); blank or unreadable is no date. */
function blankToUndefined(value: string | undefined): string | undefined {
  if (!value || value.trim() === '') return undefined;
  const day = readDay(value.trim(), DEFAULT_TIME_ZONE);
  return day === undefined ? undefined : formatIsoDate(day);
}

function ownerName(kind: OwnerKind, id: string, companyName: string, driver: DriverDates | undefined): string {
  if (kind === 'company') return companyName;
  if (kind === 'tractor') return id;
  return driver?.DisplayName ? `${driver.DisplayName} (${id})` : id;
}
