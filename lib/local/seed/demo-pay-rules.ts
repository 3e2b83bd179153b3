import type { DemoCompany } from './demo-companies.ts';

/**
 * Red Mesa's pay rules: rate tables, leg payouts, D&H, spot payouts and tiers, bonus buttons and a few
 * drivers with pay settings of their own, so every rule of the engine shows up in the demo week.
 */
export const DEMO_PAY_TABLES = {
  soloRateTable: [
    { mileRangeStart: 0, mileRangeEnd: 250, payRate: 0.62 },
    { mileRangeStart: 251, mileRangeEnd: 600, payRate: 0.58 },
    { mileRangeStart: 601, mileRangeEnd: 9999, payRate: 0.55 },
  ],
  teamRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.36 }],
  LegPayoutTable: [
    { legOrg: '852', legDes: '871', payout: 365 },
    { legOrg: '871', legDes: '852', payout: 365 },
    { legOrg: '852', legDes: '910', payout: 238.5 },
    { legOrg: '910', legDes: '852', payout: 238.5 },
    { legOrg: '871', legDes: '455', payout: 172 },
    { legOrg: '455', legDes: '871', payout: 172 },
  ],
  DropAndHookTable: [
    { ratePaid: 25, payout: 20 },
    { ratePaid: 50, payout: 35 },
    { ratePaid: 75, payout: 50 },
  ],
  SpotPayoutTable: [
    { spotName: 'WALMART DC 6011', siteName: 'Casa Grande', payType: 'Flat Rate', payRate: 185, payout: 185 },
    { spotName: 'HOME DEPOT RDC', siteName: 'Tolleson', payType: 'Flat Rate', payRate: 160, payout: 160 },
    { spotName: 'AMAZON PHX7', siteName: 'Goodyear', payType: 'Flat Rate', payRate: 172.5, payout: 172.5 },
  ],
  spotRateTableConfig: [
    { mileRangeStart: 0, mileRangeEnd: 150, payType: '% of Trip Rev', payRate: 28, includeLiveLoad: true, liveLoadRate: 35, liveLoadType: 'Flat Rate', tierName: 'Local' },
    { mileRangeStart: 151, mileRangeEnd: 9999, payType: 'Per Mile', payRate: 0.6, includeLiveLoad: true, liveLoadRate: 25, liveLoadType: 'Per Stop', tierName: 'Regional' },
  ],
};

export const DEMO_BONUS_BUTTONS = [
  { id: 'safety-bonus', label: 'Safety Bonus', hint: 'No incidents this week', payoutType: 'flat-rate', flatAmount: 50, applyToAll: true, mileageMin: 500, categories: ['Bonus'], calculationMethods: [] },
  { id: 'phx-fuel-incentive', label: 'Fuel Efficiency Incentive', hint: 'Phoenix domicile, per mile', payoutType: 'per-mile', rate: 0.02, maxPayout: 40, domicileIds: ['PHX'], incentive: true, bonus: false, categories: ['Incentive'], calculationMethods: [] },
  { id: 'weekly-guarantee', label: 'Weekly Guarantee', hint: 'Tops the week up to 900.00', payoutType: 'flat-rate', flatAmount: 900, applyToAll: true, includeTripEarnings: false, payAllMiles: true, tenureMinDays: 90, categories: ['Guarantee'], calculationMethods: [] },
];

export const DEMO_DOMICILES = [
  { id: 'PHX', name: 'Phoenix, AZ', timeZone: 'America/Phoenix', address: '4110 W Buckeye Rd', city: 'Phoenix', state: 'AZ', lat: 33.4367, lon: -112.1466 },
  { id: 'ELP', name: 'El Paso, TX', timeZone: 'America/Denver', address: '11500 Gateway Blvd E', city: 'El Paso', state: 'TX', lat: 31.7369, lon: -106.2961 },
  { id: 'ABQ', name: 'Albuquerque, NM', timeZone: 'America/Denver', address: '2600 Broadway Blvd SE', city: 'Albuquerque', state: 'NM', lat: 35.0568, lon: -106.6361 },
  { id: 'RIC', name: 'Richmond, VA', timeZone: 'America/New_York', address: '5600 Eastport Blvd', city: 'Richmond', state: 'VA', lat: 37.5103, lon: -77.3358 },
  { id: 'CLT', name: 'Charlotte, NC', timeZone: 'America/New_York', address: '3900 Westinghouse Blvd', city: 'Charlotte', state: 'NC', lat: 35.1262, lon: -80.9319 },
];

/** Pay settings of a few drivers, by their position in the demo fleet. */
export function demoDriverPaySettings(company: DemoCompany): Record<string, Record<string, unknown>> {
  const id = (i: number) => String(company.driverIdBase + i);
  return {
    [id(2)]: { driverSpotRateTableConfig: [{ mileRangeStart: 0, mileRangeEnd: 9999, payType: '% of Gross Rev', payRate: 30, includeLiveLoad: true, liveLoadRate: 40, liveLoadType: 'Flat Rate' }] },
    [id(8)]: { disableDandHpay: true },
    [id(9)]: { DriverSpotPercentRate: 25, DriverSpotLivePayValue: 30 },
    [id(11)]: { payFixedPerDiem: true, fixedPerDiem: 60 },
  };
}
