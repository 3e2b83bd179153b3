/** The cache keys of the inspection reads; a fault action invalidates everything under 'inspections' and the fleet's tractors. */
export const inspectionKeys = {
  all: ['inspections'] as const,
  submissions: (filters: unknown) => ['inspections', 'submissions', filters] as const,
  submission: (submissionId: string) => ['inspections', 'submission', submissionId] as const,
  queue: (states: string) => ['inspections', 'queue', states] as const,
  summary: (from: string, to: string) => ['inspections', 'summary', from, to] as const,
  reported: ['inspections', 'reported'] as const,
  /** The driver's own DVIRs of 90 days: a stable key, kept with the phone's persisted reads. */
  mine: ['inspections', 'mine'] as const,
};
