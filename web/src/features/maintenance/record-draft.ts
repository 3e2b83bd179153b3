import type { RecordView } from '#shared/maintenance/api';
import { usDateOf } from '#shared/validation/typed-date';

/** The record form as typed: numbers stay text until the API's schema reads them on save. */
export interface CostLineDraft { kind: 'parts' | 'labour'; description: string; amount: string }

export interface RecordDraft {
  id: string;
  VehicleID: string;
  ServiceDate: string;
  ServiceStatus: 'In Progress' | 'Completed';
  filed: boolean;
  isPM: boolean;
  serviceType: string;
  odometer: string;
  ServiceNo: string;
  ServiceProvider: string;
  filename: string;
  notes: string;
  costLines: CostLineDraft[];
}

/** A new record, dated the company's `today` (`YYYY-MM-DD`): the day the server checks the service date against. */
export function emptyRecord(today: string, VehicleID = ''): RecordDraft {
  return {
    id: crypto.randomUUID(), VehicleID, ServiceDate: usDateOf(today), ServiceStatus: 'In Progress', filed: false, isPM: false, serviceType: '',
    odometer: '', ServiceNo: '', ServiceProvider: '', filename: '', notes: '', costLines: [],
  };
}

export function draftOfRecord(r: RecordView): RecordDraft {
  return {
    id: r.id, VehicleID: r.VehicleID, ServiceDate: usDateOf(r.ServiceDate), ServiceStatus: r.ServiceStatus, filed: r.status === 'filed', isPM: r.isPM,
    serviceType: r.serviceType, odometer: r.odometer === undefined ? '' : String(r.odometer), ServiceNo: r.ServiceNo, ServiceProvider: r.ServiceProvider,
    filename: r.filename, notes: r.notes, costLines: r.costLines.map((l) => ({ kind: l.kind, description: l.description, amount: l.amount.toFixed(2) })),
  };
}

const numberOrText = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text.trim() === '' ? undefined : text);

/** The body the API's record schema checks (a non-number stays text so the schema names its field). */
export function bodyOfRecord(d: RecordDraft) {
  const odometer = numberOrText(d.odometer);
  return {
    id: d.id, VehicleID: d.VehicleID.trim(), ServiceDate: d.ServiceDate, ServiceStatus: d.ServiceStatus, status: d.filed ? 'filed' : 'not filed', isPM: d.isPM,
    serviceType: d.serviceType, ...(odometer !== undefined ? { odometer } : {}), ServiceNo: d.ServiceNo, ServiceProvider: d.ServiceProvider,
    filename: d.filename, notes: d.notes,
    costLines: d.costLines.map((l) => ({ kind: l.kind, description: l.description, amount: numberOrText(l.amount) ?? 0 })),
  };
}
