import type { PageAudience } from '#shared/access/page-access';

/** Every text of the "this page is for …" page shown to a role that may not use a page. */
export const accessText = {
  /** Keyed by the page's audience; `anyone` is never refused, so it has no sentence. */
  refused: {
    owner: 'This page is for the company owner.',
    payroll: 'Payroll Tools are for payroll staff.',
    dispatch: 'This page is for dispatchers, payroll managers and the company owner.',
    office: 'This page is for the office team.',
    staff: 'This page is for office staff.',
    fleet: 'This page is for drivers and the office team.',
  } satisfies Record<Exclude<PageAudience, 'anyone'>, string>,
  yourRole: (role: string) => `You are signed in as: ${role}.`,
  askOwner: 'If your work needs this page, ask your company owner to change your role.',
  home: 'Go to your home page',
} as const;
