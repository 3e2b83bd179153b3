import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scenarioDir = path.resolve(repoRoot, 'test/fixtures/payroll-scenarios');

function runPayroll(...args: string[]) {
  return spawnSync('npx', ['tsx', 'bin/payroll.ts', ...args], { cwd: repoRoot, encoding: 'utf8' });
}

/** The fields the scenario contract (payroll-scenarios/README.md) fixes; the engine may add more. */
function contractView(result: any) {
  return {
    payPeriod: { startDate: result.payPeriod.startDate, endDate: result.payPeriod.endDate, payDate: result.payPeriod.payDate },
    perDiemPlan: result.perDiemPlan,
    payDocs: result.payDocs.map((doc: any) => ({
      DriverID: doc.DriverID,
      mileagePayout: doc.mileagePayout,
      dropAndHookPayout: doc.dropAndHookPayout,
      totalMiles: doc.totalMiles,
      TripPayoutRecords: doc.TripPayoutRecords.map((r: any) => ({ TripNumber: r.TripNumber, TripType: r.TripType, payout: r.payout, DandHpayout: r.DandHpayout })),
      compModel: doc.compModel.map((e: any) => ({ label: e.label, value: e.value })),
      bonusOutcomes: doc.bonusOutcomes.map((o: any) => ({ id: o.id, applied: o.applied, ...(o.reason !== undefined ? { reason: o.reason } : {}), amount: o.amount })),
      totalCompensation: doc.totalCompensation,
      paid: doc.paid,
      nonTaxablePerDiem: doc.nonTaxablePerDiem,
      taxablePay: doc.taxablePay,
      perDiemAdvanced: doc.perDiemAdvanced,
    })),
    unmatchedTrips: result.unmatchedTrips,
  };
}

const scenarios = readdirSync(scenarioDir).filter((name) => name.endsWith('.input.json')).sort();

describe('payroll simulate on the reference scenarios', () => {
  it('finds the reference scenarios in the repo fixtures', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(3);
  });

  it.each(scenarios)('%s matches its expected result on every contract field', (name) => {
    const run = runPayroll('simulate', path.join(scenarioDir, name));
    expect(run.stderr.replace(/npm warn.*\n/g, '')).toBe('');
    expect(run.status).toBe(0);
    const expected = JSON.parse(readFileSync(path.join(scenarioDir, name.replace('.input.json', '.expected.json')), 'utf8'));
    expect(contractView(JSON.parse(run.stdout))).toEqual(expected);
  }, 30_000);

  it('reads a scenario file that starts with a UTF-8 byte-order mark like one without', () => {
    const name = scenarios[0]!;
    const dir = mkdtempSync(path.join(tmpdir(), 'payroll-bom-'));
    const file = path.join(dir, name);
    writeFileSync(file, `\uFEFF${readFileSync(path.join(scenarioDir, name), 'utf8')}`);
    const run = runPayroll('simulate', file);
    expect(run.status, run.stderr).toBe(0);
    const expected = JSON.parse(readFileSync(path.join(scenarioDir, name.replace('.input.json', '.expected.json')), 'utf8'));
    expect(contractView(JSON.parse(run.stdout))).toEqual(expected);
  }, 30_000);

  it('explains every payout line and bonus outcome in plain words', () => {
    const run = runPayroll('simulate', path.join(scenarioDir, scenarios[1]!));
    const result = JSON.parse(run.stdout);
    const s3 = result.payDocs[0].TripPayoutRecords.find((r: any) => r.TripNumber === 'S3');
    expect(s3.explanation).toContain('Spot tier 101-9999 mi, % of Trip Rev: 28% × (1,500.00 - (0.45 × 420 + 420 × 0.20)) = 343.56');
    for (const doc of result.payDocs) {
      for (const record of doc.TripPayoutRecords) {
        expect(record.explanation).toMatch(/\d\.\d\d/);
        expect(record.dandhExplanation).toMatch(/D&H/);
      }
    }
  }, 30_000);
});

describe('payroll simulate: what the driver is paid under the per diem plan', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'payroll-plan-'));
  const perDiemWeek = path.join(scenarioDir, '04-per-diem-paid.input.json');
  const hank = (run: ReturnType<typeof runPayroll>) => {
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    return { plan: result.perDiemPlan, doc: result.payDocs.find((d: any) => d.DriverID === '1004511') };
  };
  const withCompanyPlan = (plan: string) => {
    const scenario = JSON.parse(readFileSync(perDiemWeek, 'utf8'));
    const file = path.join(dir, `plan-${plan}.json`);
    writeFileSync(file, JSON.stringify({ ...scenario, company: { ...scenario.company, perDiemPlan: plan } }));
    return file;
  };

  it('with share (the default) pays every payable entry, the per diem its non-taxable part, total compensation unchanged', () => {
    const { plan, doc } = hank(runPayroll('simulate', perDiemWeek));
    expect(plan).toBe('share');
    expect(doc).toMatchObject({ totalCompensation: 605, paid: 665, nonTaxablePerDiem: 60, taxablePay: 605, perDiemAdvanced: 0 });
    expect(doc.paidExplanation).toBe('Share plan: payable entries 665.00 = paid 665.00, of which non-taxable per diem 60.00 and taxable pay 605.00.');
  }, 30_000);

  it('with advance, from the company in the scenario or the option, pays total compensation, the per diem advanced', () => {
    for (const run of [runPayroll('simulate', withCompanyPlan('advance')), runPayroll('simulate', perDiemWeek, '--per-diem-plan', 'advance'), runPayroll('simulate', '--per-diem-plan=advance', perDiemWeek)]) {
      const { plan, doc } = hank(run);
      expect(plan).toBe('advance');
      expect(doc).toMatchObject({ totalCompensation: 605, paid: 605, nonTaxablePerDiem: 0, taxablePay: 605, perDiemAdvanced: 60 });
    }
  }, 60_000);

  it('lets the option override the company plan for a what-if', () => {
    expect(hank(runPayroll('simulate', withCompanyPlan('advance'), '--per-diem-plan', 'share')).doc.paid).toBe(665);
  }, 30_000);

  it.each([
    ['an unknown company plan', () => runPayroll('simulate', withCompanyPlan('weekly')), /company\.perDiemPlan: expected "share" or "advance", got the string "weekly"/],
    ['an unknown option value', () => runPayroll('simulate', perDiemWeek, '--per-diem-plan', 'half'), /--per-diem-plan: expected "share" or "advance", got "half"/],
    ['an option without its value', () => runPayroll('simulate', perDiemWeek, '--per-diem-plan'), /--per-diem-plan: expected "share" or "advance", got nothing/],
  ])('exits 2 naming the plan for %s, printing nothing on stdout', (_what, run, message) => {
    const answer = run();
    expect(answer.status).toBe(2);
    expect(answer.stdout).toBe('');
    expect(answer.stderr).toMatch(message);
  }, 30_000);
});

describe('payroll simulate on bad input', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'payroll-cli-'));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  const valid = { weekEnding: '11/13/2026', drivers: [{ DriverID: '1000001', Active: true }], tripLogs: [{ TripNumber: 'T1', RunType: 'LINEHAUL', MilesQTY: 10, DriverNo1: '1000001' }] };
  const cases: Array<[string, string, RegExp]> = [
    ['not valid JSON', '{"weekEnding": "11/13/2026",', /not valid JSON/],
    ['a boolean in MilesQTY', JSON.stringify({ ...valid, tripLogs: [{ ...valid.tripLogs[0], MilesQTY: true }] }), /tripLogs\[0\]\.MilesQTY: expected a number or a numeric string, got boolean true/],
    ['an object where drivers should be an array', JSON.stringify({ ...valid, drivers: {} }), /drivers: expected an array of drivers/],
    ['an unreadable week ending', JSON.stringify({ ...valid, weekEnding: '13/45/2026' }), /weekEnding: unreadable date "13\/45\/2026"/],
    ['an unreadable hire date', JSON.stringify({ ...valid, drivers: [{ DriverID: '1000001', HireDate: 'last spring' }] }), /drivers\[0\]\.HireDate: unreadable date "last spring"/],
    ['a string Active flag', JSON.stringify({ ...valid, drivers: [{ DriverID: '1000001', Active: 'yes' }] }), /drivers\[0\]\.Active: expected true or false/],
    ['a number where a bonus label is expected', JSON.stringify({ ...valid, bonusButtons: [{ id: 'b', label: 7 }] }), /bonusButtons\[0\]\.label: expected a string, got number 7/],
    ['a missing week ending', JSON.stringify({ drivers: [], tripLogs: [] }), /weekEnding: expected a date, got nothing/],
    ['MilesQTY "212 mi"', JSON.stringify({ ...valid, tripLogs: [{ ...valid.tripLogs[0], MilesQTY: '212 mi' }] }), /tripLogs\[0\]\.MilesQTY: "212 mi" is not a number/],
    ['a negative MilesQTY', JSON.stringify({ ...valid, tripLogs: [{ ...valid.tripLogs[0], MilesQTY: -12 }] }), /tripLogs\[0\]\.MilesQTY: must be 0 or more/],
    ['two trips with one TripNumber', JSON.stringify({ ...valid, tripLogs: [valid.tripLogs[0], valid.tripLogs[0]] }), /tripLogs\[1\]\.TripNumber: trip "T1" already appears at tripLogs\[0\]/],
    ['two drivers with one DriverID', JSON.stringify({ ...valid, drivers: [valid.drivers[0], valid.drivers[0]] }), /drivers\[1\]\.DriverID: driver "1000001" already appears at drivers\[0\]/],
    ['two stored payouts for one trip and driver', JSON.stringify({ ...valid, storedPayouts: [{ TripNumber: 'T1', DriverID: '1000001', payout: 5 }, { TripNumber: 'T1', DriverID: '1000001', payout: 6 }] }), /storedPayouts\[1\]: TripNumber "T1" with DriverID "1000001" already has a stored payout at storedPayouts\[0\]/],
    ['a $40 bonus labelled Per Diem', JSON.stringify({ ...valid, bonusButtons: [{ id: 'b', label: 'Per Diem', flatAmount: 40, applyToAll: true, payAllMiles: true }] }), /bonusButtons\[0\]\.label: label "Per Diem" is one of the engine's own pay entries/],
  ];

  it.each(cases)('exits 2 naming the field for %s, printing nothing on stdout', (_what, text, message) => {
    const run = runPayroll('simulate', write(`case-${Math.random().toString(36).slice(2)}.json`, text));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
  }, 30_000);

  it('lists the first 50 problems of 50,000 bad trips, then one line with how many more', () => {
    const tripLogs = Array.from({ length: 50_000 }, (_, i) => ({ ...valid.tripLogs[0], TripNumber: `T${i}`, MilesQTY: '212 mi' }));
    const run = runPayroll('simulate', write('fifty-thousand.json', JSON.stringify({ ...valid, tripLogs })));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    const lines = run.stderr.replace(/npm warn.*\n/g, '').trimEnd().split('\n');
    expect(lines[0]).toMatch(/invalid scenario:$/);
    expect(lines.slice(1, 51)).toEqual(Array.from({ length: 50 }, (_, i) => `  tripLogs[${i}].MilesQTY: "212 mi" is not a number`));
    expect(lines.slice(51)).toEqual(['  … and 49950 more problems']);
  }, 60_000);

  it('exits 2 for a file that does not exist', () => {
    const run = runPayroll('simulate', path.join(dir, 'missing.json'));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/cannot read/);
  }, 30_000);
});
