import type { TileKey } from '#shared/reports/dashboard-api';

/** What a figure measures, where two pages show figures of one name (IFTA's Fleet MPG is the quarter's). */
const TILE_DESCRIPTIONS: Partial<Record<TileKey, string>> = {
  fleetMpg: 'The week’s miles ÷ gallons bought, from the pay run',
};

/** The dashboard's words. */
export const dashboardText = {
  title: 'Dashboard',
  weekHeader: 'The week at a glance',
  weekOf: (weekEnding: string) => `Pay run week ending ${weekEnding}`,
  noRun: 'No pay run yet: pay figures appear once a pay run is calculated.',
  noData: 'No data',
  lastWeek: (text: string) => `Last week: ${text}`,
  open: 'Open',
  tiles: {
    payTotal: 'Pay total',
    payPerMile: 'Pay per mile',
    miles: 'Miles',
    revenuePerMile: 'Revenue per mile',
    fleetMpg: 'Fleet MPG',
    tractorsOverdue: 'Tractors overdue for service',
    tractorsDueSoon: 'Tractors due for service soon',
    openDefects: 'Open defects',
    documentsExpiring: 'Documents expiring within two months',
    broadcastsPending: 'Broadcasts awaiting acknowledgement',
  } satisfies Record<TileKey, string>,
  tileDescriptions: TILE_DESCRIPTIONS,
  eld: {
    header: 'ELD mileage',
    description: 'Miles from the ELD feed by tractor and by driver. A tractor-day’s miles go to the driver logged into the tractor for most of that day, and to his team co-driver logged in with him too, as a team’s miles are paid to both.',
    range: 'Range',
    tractors: 'Tractors',
    allTractors: 'All tractors',
    lastDays: (n: number) => `Last ${n} days`,
    daily: 'Daily breakdown',
    tractorHeader: 'Miles by tractor',
    driverHeader: 'Miles by driver',
    fleetHeader: 'Fleet miles by day',
    fleetDescription: 'Bars are the fleet’s miles each day; the line is the 90-day moving average (the mean of the days with data).',
    tractor: 'Tractor',
    tractorDaily: (id: string) => `Tractor ${id} by day`,
    driver: 'Driver',
    day: 'Day',
    miles: 'Miles',
    movingAverage: '90-day moving average',
    fleetMiles: 'Fleet miles',
    noDriver: 'No driver logged in',
    total: (miles: string) => `Total ${miles} mi`,
    driverTotal: (miles: string, teamMiles: string) => `Total ${miles} mi, of which ${teamMiles} mi are team miles also counted for the co-driver`,
    empty: 'No mileage from the ELD feed in this range.',
    chartEmpty: 'No data',
    totalRow: 'Total',
    figures: (chart: string) => `${chart}: figures`,
  },
};
