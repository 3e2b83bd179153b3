/** Texts of the driver's Drive page. */
export const driveText = {
  title: 'Drive',
  payHeader: 'Pay',
  latest: (date: string) => `Latest pay: paid ${date}`,
  weekEnding: (date: string) => `Week ending ${date}`,
  noPay: 'No pay documents yet.',
  allPay: 'All pay statements',
  dayView: 'Your day (trips and schedule)',
};
