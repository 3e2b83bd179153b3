/**
 * What a fleet document is about and what kind of paper it is. The spec stores `docType` as CompanyDoc,
 * VehicleDoc or DriverDoc (part 2 §3); that class follows from the owner kind, and the paper itself is
 * one of the kinds below.
 */
export const OWNER_KINDS = ['company', 'tractor', 'driver'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];

export const DOC_KINDS = ['registration', 'insurance', 'ifta-licence', 'annual-inspection', 'operating-authority', 'cdl', 'medical-card', 'other'] as const;
export type DocKind = (typeof DOC_KINDS)[number];

export type SpecDocType = 'CompanyDoc' | 'VehicleDoc' | 'DriverDoc';

export const SPEC_DOC_TYPE: Record<OwnerKind, SpecDocType> = { company: 'CompanyDoc', tractor: 'VehicleDoc', driver: 'DriverDoc' };

/** The kinds each owner may hold: a CDL belongs to a driver, a registration to a tractor, and so on. */
export const KINDS_OF_OWNER: Record<OwnerKind, readonly DocKind[]> = {
  company: ['insurance', 'operating-authority', 'ifta-licence', 'other'],
  tractor: ['registration', 'insurance', 'ifta-licence', 'annual-inspection', 'other'],
  driver: ['cdl', 'medical-card', 'other'],
};

/** The documents a driver carries in his tractor's cab; the phone shows him these of his tractor. */
export const CAB_KINDS: readonly DocKind[] = ['registration', 'insurance', 'ifta-licence', 'annual-inspection'];

/** The driver item's date fields that stand for his CDL and medical card (fleet rules "Documents and expiry"). */
export const DRIVER_DATE_SOURCES = ['cdlExpDate', 'medExpDate'] as const;
export type DriverDateSource = (typeof DRIVER_DATE_SOURCES)[number];
export const KIND_OF_SOURCE: Record<DriverDateSource, DocKind> = { cdlExpDate: 'cdl', medExpDate: 'medical-card' };

/** The owner key of the owner index: `company`, `tractor#410200`, `driver#1004500`. */
export function ownerKeyOf(kind: OwnerKind, id: string): string {
  return kind === 'company' ? 'company' : `${kind}#${id}`;
}

export function mayHoldKind(owner: OwnerKind, kind: DocKind): boolean {
  return KINDS_OF_OWNER[owner].includes(kind);
}
