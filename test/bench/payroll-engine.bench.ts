import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { computePayWeek } from '#shared/payroll/pay-week';
import type { BonusButtonInput, DriverLookup, PayWeekInput, TripLog } from '#shared/payroll/types';

/**
 * The pay engine on a generated week: 2,000 drivers × 25 trips (linehaul by rate table, leg and flat
 * rate; spot by table, tiers and legacy rates; team trips; D&H) with 6 bonus buttons. It runs bundled
 * by esbuild, as a Lambda runs it, in a child process of its own, so the peak RSS is the engine's and
 * not that of the TypeScript loader or of benches run before it.
 */
const DRIVERS = 2_000;
const TRIPS_PER_DRIVER = 25;
const WARM_UP_RUNS = 2;
const TIMED_RUNS = 9;

/** A small deterministic generator (LCG), so every run pays the same week. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function generateWeek(): PayWeekInput {
  const next = random(20261113);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const driverId = (i: number) => String(1_000_000 + i);
  const drivers: DriverLookup[] = Array.from({ length: DRIVERS }, (_, i) => ({
    DriverID: driverId(i),
    DisplayName: `Driver ${i}`,
    Active: i % 50 !== 0,
    HireDate: pick(['2019-06-15', '10/20/2026', '01/05/2024', 45000]),
    Domicile: pick(['RNO', 'RNO / SPK', 'ELK', 'SLC']),
    disableDandHpay: i % 17 === 0,
    ...(i % 5 === 1 ? { DriverSpotPercentRate: 0.3, DriverSpotLivePayValue: 20 } : {}),
    ...(i % 5 === 2 ? { driverSpotRateTableConfig: [{ mileRangeStart: 0, mileRangeEnd: 9999, payType: '% of Gross Rev', payRate: 22.5, includeLiveLoad: true, liveLoadRate: 15, liveLoadType: 'Flat Rate' }] } : {}),
    ...(i % 9 === 0 ? { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.58 }] } : {}),
  }));
  const tripLogs: TripLog[] = [];
  for (let d = 0; d < DRIVERS; d++) {
    for (let t = 0; t < TRIPS_PER_DRIVER; t++) {
      const spot = next() < 0.4;
      const team = next() < 0.15;
      tripLogs.push({
        TripNumber: `W${d}-${t}`,
        RunType: spot ? 'SPOT' : 'LINEHAUL',
        MilesQTY: Math.floor(next() * 700),
        VehicleID: `TR${String(d % 900).padStart(4, '0')}`,
        DriverNo1: driverId(d),
        DriverNo2: team ? driverId((d + 1) % DRIVERS) : '',
        LegOrg: pick(['871', '00871', '12', 'RNO']),
        LegDest: pick(['442', '500', '99', 'ELK']),
        SpotName: pick(['Reno DC', 'Elko', 'Sparks', ' reno dc ']),
        TripRevenue: Math.round(next() * 200_000) / 100,
        RevenueDailyGrossDollars: next() < 0.3 ? Math.round(next() * 250_000) / 100 : '',
        RateFuel: pick([0.45, 0.5, '0.4']),
        LiveDollarAmount: next() < 0.3 ? 50 : 0,
        RevenueDandH: next() < 0.25 ? pick([25, 40, 37.5, 60]) : 0,
        ...(next() < 0.1 ? { PayType: 'Flat Rate', PayRate: 150 } : {}),
      });
    }
  }
  const bonusButtons: BonusButtonInput[] = [
    { id: 'safety', label: 'Safety Bonus', payoutType: 'per-mile', rate: 0.02, maxPayout: 35, applyToAll: true, tenureMinDays: 90, payAllMiles: true },
    { id: 'domicile', label: 'Reno Domicile Incentive', calculationMethods: [{ type: 'flat-rate', flatAmount: 50 }, { type: 'percent-trip-rev', rate: 1, maxPayout: 40 }], domicileIds: ['SPK'], payAllMiles: true },
    { id: 'mileage', label: 'Mileage Window', payoutType: 'flat-rate', flatAmount: 75, applyToAll: true, mileageMin: 5000, mileageMax: 9000 },
    { id: 'guarantee', label: 'Weekly Guarantee', payoutType: 'flat-rate', flatAmount: 1500, applyToAll: true, payAllMiles: true, includeTripEarnings: false },
    { id: 'tractor', label: 'Tractor Program', payoutType: 'percent-gross-rev', rate: 1.5, tractorIds: ['TR0001', 'TR0002'], matchStrategy: 'any', payAllMiles: true },
    { id: 'window', label: 'Enforced Miles', payoutType: 'per-mile', rate: 0.01, applyToAll: true, eligibility: { enforceMileage: true, minMiles: 6000, maxMiles: 12000 } },
  ];
  return {
    weekEnding: '11/13/2026',
    company: {
      soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 250, payRate: 0.62 }, { mileRangeStart: 251, mileRangeEnd: 9999, payRate: 0.55 }],
      teamRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.34 }],
      LegPayoutTable: [{ legOrg: '00871', legDes: '0442', payout: 185 }, { legOrg: 'RNO', legDes: 'ELK', payout: 240 }],
      SpotPayoutTable: [{ spotName: 'Reno DC', payType: 'Flat Rate', payout: 95 }],
      spotRateTableConfig: [
        { mileRangeStart: 0, mileRangeEnd: 100, payType: 'Flat Rate', payRate: 60, includeLiveLoad: true, liveLoadRate: 25, liveLoadType: 'Per Stop' },
        { mileRangeStart: 101, mileRangeEnd: 9999, payType: '% of Trip Rev', payRate: 28, includeLiveLoad: true, liveLoadRate: 0.1, liveLoadType: 'Per Mile' },
      ],
      DropAndHookTable: [{ ratePaid: 25, payout: 15 }, { ratePaid: 50, payout: 30 }],
      spotTripRevFuelMultiplier: '0.2',
    },
    drivers,
    tripLogs,
    bonusButtons,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Runs in the child. Peak RSS is read after paying the week once, from a cold start. Timed runs then
 * start from a collected heap each, so one run is not charged for the garbage of the one before.
 */
function measure(): { microsPerTrip: number; cpuMicrosPerTrip: number; peakRssMb: number; trips: number; payDocs: number } {
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
  const week = generateWeek();
  const payDocs = computePayWeek(week).payDocs.length;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  for (let i = 1; i < WARM_UP_RUNS; i++) computePayWeek(week);
  const perTrip: number[] = [];
  const cpuPerTrip: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    collect();
    const cpu = process.cpuUsage();
    const start = performance.now();
    computePayWeek(week);
    perTrip.push(((performance.now() - start) * 1000) / week.tripLogs.length);
    const used = process.cpuUsage(cpu);
    cpuPerTrip.push((used.user + used.system) / week.tripLogs.length);
  }
  return { microsPerTrip: median(perTrip), cpuMicrosPerTrip: median(cpuPerTrip), peakRssMb, trips: week.tripLogs.length, payDocs };
}

const thisFile = fileURLToPath(import.meta.url);

/** Bundles this file (esbuild is imported lazily so the bundle does not need it) and runs it. */
async function measureInChild(repoRoot: string): Promise<ReturnType<typeof measure>> {
  const { buildSync } = await import('esbuild');
  const outDir = mkdtempSync(path.join(tmpdir(), 'payroll-bench-'));
  const bundle = path.join(outDir, 'payroll-engine-bench.mjs');
  try {
    buildSync({ entryPoints: [thisFile], bundle: true, platform: 'node', format: 'esm', target: 'node24', outfile: bundle, absWorkingDir: repoRoot, external: ['esbuild'], logLevel: 'error' });
    const child = spawnSync(process.execPath, ['--expose-gc', bundle, '--measure'], { cwd: repoRoot, encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`payroll engine bench failed: ${child.stderr}`);
    return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as ReturnType<typeof measure>;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function bench(): Promise<Array<{ name: string; value: number; unit: string; budget?: number }>> {
  const repoRoot = path.resolve(path.dirname(thisFile), '../..');
  const result = await measureInChild(repoRoot);
  return [
    { name: 'payroll-engine-median-per-trip', value: Math.round(result.microsPerTrip * 100) / 100, unit: 'µs', budget: 5 },
    // CPU time of all threads (GC helpers included): the same work, without the waits of a busy machine.
    { name: 'payroll-engine-median-cpu-per-trip', value: Math.round(result.cpuMicrosPerTrip * 100) / 100, unit: 'µs' },
    { name: 'payroll-engine-peak-rss', value: Math.round(result.peakRssMb), unit: 'MB', budget: 200 },
  ];
}

if (process.argv.includes('--measure') && process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  console.log(JSON.stringify(measure()));
}
