/** The Drive screen (the driver's home): his day, the pre-trip, his timeclock card. Its pay card is under `pay.latest`. */
export const driveEn = {
  title: 'Drive',
  dayView: 'Your day (trips and schedule)',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  schedule: 'Schedule',
  noSchedule: 'Nothing scheduled this day.',
  trips: 'Trips',
  noTrips: 'No trips on your pay statements this day.',
  tripsTooEarly: 'Trips are shown from the start of last month.',
  trip: 'Trip {{number}} · tractor {{tractor}} · {{from}} → {{to}} · {{miles}} mi',
  tripMiles: 'Total {{miles}} mi',
  pretrip: {
    header: 'Pre-trip inspection',
    body: 'Inspect your tractor before you drive: the last report of it to review, each item to pass or fail, and your signature.',
    start: 'Start inspection',
    allForms: 'All forms',
  },
  timeclock: {
    header: 'Timeclock',
    open: 'Open timeclock',
    clockedIn: 'Clocked in since {{since}}',
    clockedOut: 'Clocked out',
    today: 'Today: {{hours}}',
    week: 'This week: {{hours}}',
    hours: '{{h}} h {{m}} min',
  },
} as const;
