/** A fault from report to repair: open, deferred with a reason and a date (still listed), or resolved. */
export const DEFECT_STATES = ['open', 'deferred', 'resolved'] as const;
export type DefectState = (typeof DEFECT_STATES)[number];

/** A defect's id in paths: its submission and field, which together name it within the tractor. */
export function defectIdOf(submissionId: string, fieldId: string): string {
  return `${submissionId}.${fieldId}`;
}

export function parseDefectId(defectId: string): { submissionId: string; fieldId: string } | undefined {
  const m = /^([0-9a-z]{1,64})\.([A-Za-z0-9_-]{1,40})$/.exec(defectId);
  return m ? { submissionId: m[1]!, fieldId: m[2]! } : undefined;
}
