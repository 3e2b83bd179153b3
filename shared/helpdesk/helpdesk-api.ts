import * as z from 'zod';

/**
 * The onboarding steps of /getting-started, in the order that works: each step needs what the ones before
 * it made (a driver's domicile, an invited driver's DriverID on Manage Drivers, a DVIR for the tractors).
 */
export const CHECKLIST_STEPS = ['profile', 'domiciles', 'drivers', 'tractors', 'dvir-form', 'pay-tables', 'users', 'telematics'] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

/** What the checklist is computed from: counts of the company's own data. */
export interface ChecklistCounts {
  /** Name, e-mail, address and time zone are set. */
  profileComplete: boolean;
  domiciles: number;
  accounts: number;
  drivers: number;
  tractors: number;
  payTableRows: number;
  /** Pay runs calculated: a company that has paid its drivers is running, whatever steps it left. */
  calculatedPayRuns: number;
  /** Feed keys used by the telematics feed in the last 24 hours. */
  feedKeysUsedLastDay: number;
  /** The company's DVIR form (the starter until it has its own): its id, and whether someone of the company saved it. */
  dvirFormId?: string;
  dvirFormReviewed?: boolean;
}

export interface ChecklistItem {
  step: ChecklistStep;
  done: boolean;
  /** Where the step's link goes when it names one of the company's own records (its DVIR form in the builder). */
  path?: string;
}

export interface ChecklistView {
  steps: ChecklistItem[];
  doneCount: number;
  /** Every step is done. */
  setupDone: boolean;
  /**
   * The owner's home is Getting started: a new company, with steps to do and no pay run calculated yet.
   * A company that already pays its drivers lands on its Dashboard, whatever step it left.
   */
  ownerStartsHere: boolean;
}

const DONE: Record<ChecklistStep, (c: ChecklistCounts) => boolean> = {
  profile: (c) => c.profileComplete,
  domiciles: (c) => c.domiciles > 0,
  drivers: (c) => c.drivers > 0,
  tractors: (c) => c.tractors > 0,
  'dvir-form': (c) => c.dvirFormReviewed === true,
  'pay-tables': (c) => c.payTableRows > 0,
  // The owner alone is one account: the step is done once someone else is invited.
  users: (c) => c.accounts > 1,
  telematics: (c) => c.feedKeysUsedLastDay > 0,
};

export function checklist(counts: ChecklistCounts): ChecklistView {
  const steps = CHECKLIST_STEPS.map((step): ChecklistItem => ({
    step, done: DONE[step](counts),
    ...(step === 'dvir-form' && counts.dvirFormId ? { path: `/admin-forms?formId=${encodeURIComponent(counts.dvirFormId)}` } : {}),
  }));
  const doneCount = steps.filter((s) => s.done).length;
  const setupDone = doneCount === steps.length;
  return { steps, doneCount, setupDone, ownerStartsHere: !setupDone && counts.calculatedPayRuns === 0 };
}

/** POST /helpdesk/tickets (createOmniSupportTicket). */
export const ticketBody = z.strictObject({
  subject: z.string({ error: 'subject is required.' }).trim().min(1, 'subject is required.').max(120, 'subject is at most 120 characters.'),
  message: z.string({ error: 'message is required.' }).trim().min(1, 'message is required.').max(4000, 'message is at most 4,000 characters.'),
  step: z.enum(CHECKLIST_STEPS, { error: `step must be one of ${CHECKLIST_STEPS.join(', ')}.` }).optional(),
});
export type TicketRequest = z.infer<typeof ticketBody>;

export interface TicketCreated {
  ticketId: string;
}

/** POST /helpdesk/sso: the helpdesk itself (whmcsSsoHelpdeskLoginRequest) or the client area (whmcsSsoLoginRequest). */
export const SSO_TARGETS = ['helpdesk', 'client-area'] as const;
export const ssoBody = z.strictObject({ target: z.enum(SSO_TARGETS, { error: `target must be one of ${SSO_TARGETS.join(', ')}.` }) });
export type SsoRequest = z.infer<typeof ssoBody>;

export interface SsoAnswer {
  url: string;
}

/** What the user sees when the single sign-on answer lacks its URL part (part 1 §8). */
export const SSO_ERROR = 'SSO Error';

const URL_PREFIX_LENGTH = 'redirect_url='.length;

/**
 * The URL in the helpdesk's single sign-on answer `result=success;access_token=…;redirect_url=https://…`:
 * its third `;`-part without the 13-character prefix (part 1 §7); null when there is no such part.
 */
export function ssoUrlOf(answer: string): string | null {
  const third = answer.split(';')[2];
  if (!third || third.length <= URL_PREFIX_LENGTH) return null;
  const url = third.slice(URL_PREFIX_LENGTH).trim();
  return /^https?:\/\//i.test(url) ? url : null;
}
