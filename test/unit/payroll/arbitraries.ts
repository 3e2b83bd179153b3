import fc from 'fast-check';
import type { BonusButtonInput, CompanyPayrollProfile, DriverLookup, NumericInput, PayWeekInput, SpotTierInput, TripLog } from '#shared/payroll/types';

/** Numeric fields as imports deliver them: numbers, numeric strings, junk, blanks and negatives. */
export const numericish: fc.Arbitrary<NumericInput> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 3000 }) },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 300_000 }).map((c) => c / 1000) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 99_999 }).map((c) => (c / 100).toFixed(2)) },
  { weight: 1, arbitrary: fc.integer({ min: -500, max: -1 }) },
  { weight: 1, arbitrary: fc.constantFrom('', 'n/a', null, undefined, '  12 ', '1e2') },
);
const rate = fc.oneof(fc.constantFrom(0, 0.1, 0.28, 1, 1.5, 22.5, 28, 100, 150, -3, 'x'), fc.integer({ min: 0, max: 100_000 }).map((c) => c / 1000));
const payType = fc.constantFrom('Flat Rate', 'Per Mile', '% of Trip Rev', '% of Gross Rev', 'flat rate', 'Bogus', undefined);
const liveType = fc.constantFrom('Flat Rate', 'Per Stop', 'Per Mile', '% of Trip Rev', '% of Gross Rev', undefined);
const bound = fc.oneof(fc.integer({ min: 0, max: 1200 }), fc.constantFrom(undefined, 'x'));

const tier: fc.Arbitrary<SpotTierInput> = fc.record(
  { mileRangeStart: bound, mileRangeEnd: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constant(9999)), payType, payRate: rate, includeLiveLoad: fc.boolean(), liveLoadRate: rate, liveLoadType: liveType, spotName: fc.constantFrom(undefined, '', 'Elko') },
  { requiredKeys: ['payType', 'payRate'] },
);
const rateRows = fc.array(fc.record({ mileRangeStart: bound, mileRangeEnd: bound, payRate: rate }), { maxLength: 3 });
const legCode = fc.constantFrom('871', '00871', '442', '0442', 'RNO', 'elk', '', '12');
const spotName = fc.constantFrom('Reno DC', ' reno dc ', 'Elko', 'Sparks', '', 'Yard');

export const company: fc.Arbitrary<CompanyPayrollProfile> = fc.record(
  {
    soloRateTable: rateRows,
    teamRateTable: rateRows,
    LegPayoutTable: fc.array(fc.record({ legOrg: legCode, legDes: legCode, payout: numericish }), { maxLength: 3 }),
    SpotPayoutTable: fc.array(fc.record({ spotName, payType, payout: numericish }), { maxLength: 3 }),
    spotRateTableConfig: fc.array(tier, { maxLength: 3 }),
    DropAndHookTable: fc.array(fc.record({ ratePaid: numericish, payout: numericish }), { maxLength: 4 }),
    spotTripRevFuelMultiplier: fc.constantFrom(undefined, '0.2', 'abc', 0.177),
    tripRevMultiplier: fc.constantFrom(undefined, 0.3),
    companyDefaultSpotPercentageRate: fc.constantFrom(undefined, 25, 0.3),
    companyDefaultSpotLivePayValue: fc.constantFrom(undefined, 20, 0),
  },
  { requiredKeys: [] },
);

const DRIVER_IDS = ['1000001', '1000002', '1000003', '1000004', '1000005'];

const driver = (id: string): fc.Arbitrary<DriverLookup> =>
  fc.record(
    {
      DriverID: fc.constant(id),
      Active: fc.constantFrom(true, true, false, undefined),
      TermStatus: fc.constantFrom(undefined, 'Active', 'Terminated'),
      HireDate: fc.constantFrom(undefined, '2020-01-01', '10/20/2026', 46000),
      Domicile: fc.constantFrom(undefined, 'RNO', 'RNO / SPK', 'ELK'),
      disableDandHpay: fc.boolean(),
      DriverSpotPercentRate: fc.constantFrom(undefined, 0.3, 30, 'x'),
      DriverSpotLivePayValue: fc.constantFrom(undefined, 20, 0),
      driverSpotRateTableConfig: fc.array(tier, { maxLength: 2 }),
      soloRateTable: rateRows,
      payFixedPerDiem: fc.boolean(),
      fixedPerDiem: numericish,
      payDayRate: fc.boolean(),
      dayRate: numericish,
      payHourlyRate: fc.boolean(),
      hourlyRate: numericish,
      payWeeklyRate: fc.boolean(),
      weeklyRate: numericish,
    },
    { requiredKeys: ['DriverID'] },
  );

const tripLog = (index: number): fc.Arbitrary<TripLog> =>
  fc.record({
    TripNumber: fc.constant(`T${index}`),
    RunType: fc.constantFrom('LINEHAUL', 'SPOT', 'spot', 'linehaul', 'YARD'),
    MilesQTY: numericish,
    VehicleID: fc.constantFrom('TR0101', 'TR0202'),
    DriverNo1: fc.constantFrom(...DRIVER_IDS, '9999999'),
    DriverNo2: fc.constantFrom('', '', '', ...DRIVER_IDS, '12345'),
    LegOrg: legCode,
    LegDest: legCode,
    SpotName: spotName,
    TripRevenue: numericish,
    RevenueDailyGrossDollars: numericish,
    RateFuel: fc.constantFrom(undefined, 0.45, '0.5', 0),
    LiveDollarAmount: numericish,
    RevenueDandH: numericish,
    PayType: fc.constantFrom(undefined, 'Flat Rate', 'Per Mile'),
    PayRate: numericish,
  });

const bonusButton = (index: number): fc.Arbitrary<BonusButtonInput> =>
  fc.record(
    {
      id: fc.constant(`b${index}`),
      label: fc.constant(['Safety', 'Fuel', 'Guarantee', 'Zone', 'Attendance', 'Referral'][index % 6]! + index),
      payoutType: fc.constantFrom('per-mile', 'flat-rate', 'percent-trip-rev', 'percent-gross-rev'),
      rate: rate,
      flatAmount: numericish,
      maxPayout: numericish,
      applyToAll: fc.boolean(),
      payAllMiles: fc.boolean(),
      includeTripEarnings: fc.boolean(),
      payable: fc.boolean(),
      tenureMinDays: fc.constantFrom(undefined, 90),
      domicileIds: fc.constantFrom(undefined, ['SPK'], ['ELK']),
      driverIds: fc.constantFrom(undefined, ['1000001']),
      tractorIds: fc.constantFrom(undefined, ['TR0202']),
      matchStrategy: fc.constantFrom('any', 'all'),
      mileageMin: numericish,
      mileageMax: numericish,
      calculationMethods: fc.option(fc.array(fc.record({ type: fc.constantFrom('per-mile', 'flat-rate', 'percent-trip-rev', 'bogus'), rate, flatAmount: numericish, maxPayout: numericish }), { maxLength: 3 }), { nil: undefined }),
    },
    { requiredKeys: ['id', 'label'] },
  );

/** A week of pay with everything the engine reads, valid in form, anything in content. */
export const payWeekInput: fc.Arbitrary<PayWeekInput> = fc
  .record({
    company,
    driverCount: fc.integer({ min: 1, max: DRIVER_IDS.length }),
    tripCount: fc.integer({ min: 0, max: 12 }),
    buttonCount: fc.integer({ min: 0, max: 6 }),
  })
  .chain(({ company, driverCount, tripCount, buttonCount }) =>
    fc.record({
      weekEnding: fc.constant('11/13/2026'),
      company: fc.constant(company),
      drivers: fc.tuple(...DRIVER_IDS.slice(0, driverCount).map(driver)),
      tripLogs: tripCount === 0 ? fc.constant([]) : fc.tuple(...Array.from({ length: tripCount }, (_, i) => tripLog(i))),
      bonusButtons: buttonCount === 0 ? fc.constant([]) : fc.tuple(...Array.from({ length: buttonCount }, (_, i) => bonusButton(i))),
      timecards: fc.array(fc.record({ DriverID: fc.constantFrom(...DRIVER_IDS), date: fc.constantFrom('11/07/2026', '11/10/2026', '11/13/2026', '11/14/2026'), minutes: numericish }), { maxLength: 6 }),
      storedPayouts: fc.array(fc.record({ TripNumber: fc.constantFrom('T0', 'T1', 'T2'), DriverID: fc.constantFrom(...DRIVER_IDS), payout: numericish }), { maxLength: 2 }),
    }),
  );
