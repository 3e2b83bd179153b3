/** Texts of the driver's Drive page. */
export const driveText = {
  title: 'Drive',
  payHeader: 'Pay',
  latest: (date: string) => `Latest pay: paid ${date}`,
  weekEnding: (date: string) => `Week ending ${date}`,
  noPay: 'No pay documents yet.',
  allPay: 'All pay statements',
  dayView: 'Your day (trips and schedule)',
  pretripHeader: 'Pre-trip inspection',
  pretripBody: 'Inspect your tractor before you drive: the last report of it to review, each item to pass or fail, and your signature.',
  pretripStart: 'Start inspection',
  allForms: 'All forms',
};
