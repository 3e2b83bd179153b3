import type { ChecklistStep } from '#shared/helpdesk/helpdesk-api';
import { SSO_ERROR } from '#shared/helpdesk/helpdesk-api';

interface StepText {
  title: string;
  help: string;
  link: string;
  path: string;
}

/** Texts of the Getting started page, the helpdesk panel and the integrations' panels of this area. */
export const helpdeskText = {
  title: 'Getting started',
  description: 'The steps that set your company up in FAST DASHBOARD, checked against your own data.',
  feature: 'the getting started checklist',
  checklistHeader: 'Your setup',
  progress: (done: number, total: number) => `${done} of ${total} steps done`,
  done: 'Done',
  toDo: 'To do',
  steps: {
    profile: { title: 'Set your company and its time zone', help: 'Name, e-mail, address and time zone. Days, weeks, schedules and pay are counted in that zone.', link: 'Open company setup', path: '/company-setup' },
    domiciles: { title: 'Add your domiciles', help: 'The home terminals your drivers and tractors work from, with their address and time zone.', link: 'Add domiciles', path: '/manage-locations' },
    drivers: { title: 'Add your drivers', help: 'Add each driver with his DriverID and domicile, or import the driver list from a spreadsheet. A driver can be invited once he is on Manage Drivers.', link: 'Manage drivers', path: '/manage-drivers' },
    tractors: { title: 'Add your tractors', help: 'Add each tractor with its VehicleID and fuel card, or import the tractor list.', link: 'Add tractors', path: '/manage-tractors' },
    'dvir-form': { title: 'Review your DVIR form', help: 'Your drivers fill a ready pre-trip inspection (DVIR) with the items of 49 CFR 396.11. Check it in the form builder, add what your fleet needs and save it; the step is done once your company has saved it.', link: 'Open the DVIR form', path: '/form-tools' },
    'pay-tables': { title: 'Set your pay tables', help: 'Leg payouts, bonuses and deductions decide how every driver is paid.', link: 'Open the pay tables', path: '/payroll-tools?rules=pay-tables' },
    users: { title: 'Invite your people', help: 'Invite payroll, dispatch, shop managers and drivers by e-mail. Each gets a temporary password and the menus of his role; a driver is invited with his DriverID from Manage Drivers.', link: 'Manage accounts', path: '/manage-accounts' },
    telematics: { title: 'Connect your telematics feed', help: 'Create a feed key and give it to your telematics provider; the step is done once the feed has reported in the last 24 hours.', link: 'Open company setup', path: '/company-setup' },
  } satisfies Record<ChecklistStep, StepText>,
  ticket: {
    header: 'Ask our support team',
    description: 'We answer by e-mail; you get a copy of your request.',
    subject: 'Subject',
    message: 'Your question',
    step: 'About the step',
    noStep: 'None in particular',
    send: 'Send to support',
    sent: (ticketId: string) => `Sent. Your ticket number is ${ticketId}.`,
    failed: 'The request could not be sent. Please try again.',
  },
  sso: {
    header: 'Helpdesk',
    description: 'Articles, your support tickets and billing, signed in as your company.',
    helpdesk: 'Open the helpdesk',
    clientArea: 'Open the billing client area',
    error: SSO_ERROR,
    opened: 'The helpdesk opened in a new tab.',
  },
};

export const integrationText = {
  settlement: {
    intro: "Your customer's settlement portal login. Payroll then fetches each week's statement from the pay run's statement step.",
    fetch: 'Fetch from the settlement portal',
    fetching: 'Fetching the statement from the settlement portal…',
    failed: 'The settlement portal could not give the statement',
    retryWeek: 'Week ending',
    retry: 'Fetch this week',
    hint: 'Or fetch a statement the portal posted for another week:',
  },
  billing: {
    intro: 'The maintenance billing portal: your FedEx client id and the SetQuery login of your shop.',
    provider: 'Service provider',
    providerNone: 'Not found yet',
    established: 'SetQuery site',
    establishedYes: 'Signed in',
    establishedNo: 'Not signed in yet',
    connect: 'Find the service provider',
    sync: 'Sign in to SetQuery',
    rediscover: 'Find the service provider again first',
    synced: 'Signed in to SetQuery.',
    codes: {
      no_company: 'Your user has no company yet. Refresh the page, or sign in again.',
      network_error: 'The billing portal could not be reached',
      setquery_login_start_failed: 'SetQuery did not start the login. Check the user name.',
      setquery_login_submit_failed: 'SetQuery refused the password. Check the password.',
    },
  },
  helpdesk: {
    intro: 'The helpdesk signs your users in as your company: no password to keep.',
    open: 'Open the helpdesk',
  },
};
