import { CAB_KINDS, type DocKind } from '#shared/documents/doc-kinds';
import { usDay } from './format.ts';

/**
 * Whether dispatch may send a tractor on a run (issue 27): a tractor that is not the company's, or not
 * active, is refused; one out of service (put out by the shop, or holding an unrepaired out-of-service
 * fault) is refused unless dispatch gives a reason; overdue service, other unrepaired faults, expired cab
 * papers and a tractor in the shop only warn. The server judges; the web shows the same words.
 */

/** An override reason is kept on the entry and shown on the board: one sentence or two. */
export const OVERRIDE_REASON_MAX = 200;
/** The reason field's label on the day's form, for the sentences that name it. */
export const OVERRIDE_REASON_LABEL = 'Reason to schedule anyway';

export interface FitnessTractor {
  VehicleID: string;
  Active?: boolean;
  serviceState?: 'in-service' | 'in-shop' | 'out-of-service';
  outOfServiceReason?: string;
}
export interface FitnessDefect { label: string; state: 'open' | 'deferred' | 'resolved'; outOfService?: boolean; deferredUntil?: string }
export interface FitnessDocument { docKind: DocKind; label: string; expDate?: string }
export interface FitnessReminder { programName: string; state: 'overdue' | 'due' | 'due-soon' | 'ok' | 'unknown' }

export interface FitnessInput {
  /** The tractor as dispatch typed or chose it. */
  VehicleID: string;
  /** The company's tractor of that number; undefined when it has none. */
  tractor: FitnessTractor | undefined;
  defects: readonly FitnessDefect[];
  documents: readonly FitnessDocument[];
  reminders: readonly FitnessReminder[];
  /** The run's company-zone day, YYYY-MM-DD: a paper must still be valid that day. */
  day: string;
  /** Dispatch's reason to send an out-of-service tractor anyway (trimmed; blank: none). */
  overrideReason?: string;
}

export type TractorWarningKind = 'in-shop' | 'service-overdue' | 'open-defects' | 'document-expired';
export interface TractorWarning { kind: TractorWarningKind; message: string }

export type TractorVerdict =
  | { ok: false; field: 'VehicleID' | 'outOfServiceReason'; message: string }
  | { ok: true; warnings: TractorWarning[]; /** Set when an out-of-service tractor is sent on dispatch's reason: what held it. */ outOfService: string | null };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why the tractor may not run, or null: the shop's hold, else its unrepaired out-of-service faults. */
export function outOfServiceCause(tractor: FitnessTractor, defects: readonly FitnessDefect[]): string | null {
  if (tractor.serviceState === 'out-of-service') return tractor.outOfServiceReason?.trim() || 'put out of service by the shop';
  const holds = defects.filter((d) => d.state !== 'resolved' && d.outOfService);
  return holds.length > 0 ? `out-of-service defect: ${holds.map((d) => d.label).join(', ')}` : null;
}

function defectText(d: FitnessDefect): string {
  return d.state === 'deferred' && d.deferredUntil ? `${d.label} (deferred until ${usDay(d.deferredUntil)})` : d.label;
}

/** Judged on the run's day, not today's: a paper valid today but lapsed by a run next week is a problem too. */
function documentWarning(VehicleID: string, doc: FitnessDocument): TractorWarning {
  return { kind: 'document-expired', message: `Tractor ${VehicleID}'s ${doc.label} is expired on the day of this run (expiry date ${usDay(doc.expDate ?? '')}).` };
}

export function judgeTractor(input: FitnessInput): TractorVerdict {
  const { VehicleID, tractor } = input;
  if (!tractor) return { ok: false, field: 'VehicleID', message: `Tractor ${VehicleID} is not one of your tractors.` };
  if (tractor.Active === false) return { ok: false, field: 'VehicleID', message: `Tractor ${VehicleID} is not active.` };
  const cause = outOfServiceCause(tractor, input.defects);
  const reason = input.overrideReason?.trim() ?? '';
  if (cause && !reason) {
    return { ok: false, field: 'outOfServiceReason', message: `Tractor ${VehicleID} is out of service (${cause}). Give a reason to schedule it anyway.` };
  }
  const warnings: TractorWarning[] = [];
  if (!cause && tractor.serviceState === 'in-shop') warnings.push({ kind: 'in-shop', message: `Tractor ${VehicleID} is in the shop.` });
  const overdue = input.reminders.filter((r) => r.state === 'overdue');
  if (overdue.length > 0) {
    warnings.push({ kind: 'service-overdue', message: `Tractor ${VehicleID} is overdue for service: ${overdue.map((r) => r.programName || 'service').join(', ')}.` });
  }
  const faults = input.defects.filter((d) => d.state !== 'resolved' && !d.outOfService);
  if (faults.length > 0) {
    warnings.push({ kind: 'open-defects', message: `Tractor ${VehicleID} has ${plural(faults.length, 'unrepaired defect', 'unrepaired defects')}: ${faults.map(defectText).join(', ')}.` });
  }
  for (const doc of input.documents) {
    if (CAB_KINDS.includes(doc.docKind) && doc.expDate && doc.expDate < input.day) warnings.push(documentWarning(VehicleID, doc));
  }
  return { ok: true, warnings, outOfService: cause };
}
