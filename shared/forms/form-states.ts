/** A form's life (spec part 2 §4: draft on creation). */
export const FORM_STATES = ['draft', 'published', 'archived'] as const;
export type FormState = (typeof FORM_STATES)[number];

/** `DVIR`: a driver vehicle inspection report (49 CFR 396.11), kept at least 3 months and reviewed by the next driver. */
export const FORM_TYPES = ['DVIR', 'Inspection', 'General'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** How long a DVIR must be kept (49 CFR 396.11(a)(4)): a deletion inside this time is refused. */
export const DVIR_RETENTION_MONTHS = 3;
