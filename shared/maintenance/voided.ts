import type { VoidView } from './api.ts';

/** How a voided record reads to the auditor: "Voided by Sam Ortiz on 11/28/2026: Wrong tractor", the day in the company's zone. */
export function voidedLine(voided: VoidView, timeZone: string): string {
  const at = new Date(voided.at);
  const day = Number.isNaN(at.getTime()) ? voided.at : at.toLocaleDateString('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' });
  return `Voided by ${voided.by || 'someone'} on ${day}: ${voided.reason}`;
}
