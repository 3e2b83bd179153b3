/** The plain page a role gets on a page or report that is not for it, and on a driver's own page. */
export const accessEn = {
  who: {
    owner: 'the company owner',
    payroll: 'the owner and payroll staff',
    dispatch: 'the owner, payroll staff and dispatchers',
    office: 'the office team',
    staff: 'office staff',
    fleet: 'drivers and the office team',
  },
  page: 'The {{page}} page is for {{who}}.',
  report: 'The {{report}} report is for {{who}}.',
  reportOff: 'The {{report}} report is not turned on for your company.',
  reportOffHint: 'The company owner turns it on in Company setup.',
  yourRole: 'You are signed in as: {{role}}.',
  askOwner: 'If your work needs it, ask your company owner to change your role.',
  home: 'Go to your home page',
  driversPage: '{{page}} is a driver’s own page.',
  driversPageHint: 'A driver opens it on his phone to see his own records. To read a driver’s records, open him on Drivers.',
  openDrivers: 'Open Drivers',
} as const;
