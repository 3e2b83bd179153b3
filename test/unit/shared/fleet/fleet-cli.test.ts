import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const fixture = (name: string) => path.resolve(repoRoot, 'test/fixtures/fleet', `${name}.json`);

function runFleet(args: string[], stdin?: string) {
  return spawnSync('npx', ['tsx', 'bin/fleet.ts', ...args], { cwd: repoRoot, encoding: 'utf8', input: stdin });
}

const dir = mkdtempSync(path.join(tmpdir(), 'fleet-cli-'));
function write(name: string, value: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

function expectRefused(run: ReturnType<typeof runFleet>, field: RegExp) {
  expect(run.status).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(field);
}

describe('fleet what-if command on the example files', () => {
  it('reminders prints every reminder and tractor count as one JSON object', () => {
    const run = runFleet(['reminders', fixture('reminders')]);
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.reminders.map((r: any) => [r.tractorId, r.programId, r.state])).toEqual([['T101', 'PM-A', 'due'], ['T101', 'DOT', 'overdue'], ['T102', 'PM-A', 'unknown'], ['T102', 'DOT', 'due-soon']]);
    expect(result.reminders[0]).toMatchObject({ nextDueMiles: 100_100, remainingMiles: 100, nextDueDate: '2026-06-18', remainingDays: 17, forecastDueDate: '2026-06-03' });
    expect(result.tractors).toEqual([{ id: 'T101', serviceOverdueCount: 1, serviceDueSoonCount: 1 }, { id: 'T102', serviceOverdueCount: 0, serviceDueSoonCount: 1 }]);
    for (const reminder of result.reminders) expect(reminder.reason).toMatch(/\w{3,}/);
  }, 30_000);

  it('documents prints each status, the month-end clamped window included', () => {
    const run = runFleet(['documents', fixture('documents')]);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).documents.map((d: any) => d.status)).toEqual(['expiring', 'valid', 'expired', 'no-expiry', 'expiring', 'valid']);
  }, 30_000);

  it('ivmr prints rows and exceptions whose miles add up', () => {
    const run = runFleet(['ivmr', fixture('ivmr')]);
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.ivmrRows.map((r: any) => [r.date, r.state, r.odoStart, r.odoStop, r.miles])).toEqual([
      ['2026-07-07', 'TX', 100_000, 100_120, 120], ['2026-07-08', 'TX', 100_120, 100_150, 30], ['2026-07-08', 'TX', 100_180, 100_230, 50],
    ]);
    expect(result.exceptions.map((e: any) => [e.kind, e.kind === 'uncovered' ? e.date : e.miles])).toEqual([
      ['gap', 90], ['backwards', -100_070], ['mx', 30], ['uncovered', '2026-07-06'], ['uncovered', '2026-07-09'], ['uncovered', '2026-07-10'], ['uncovered', '2026-07-11'],
    ]);
    expect([result.OdoStart, result.OdoStop]).toEqual([100_000, 100_230]);
  }, 30_000);

  it('ifta prints totals, MPG, the weekend-rolled due date and each jurisdiction', () => {
    const run = runFleet(['ifta', fixture('ifta')]);
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ totalMiles: 2000, totalGallons: 250.9, mpg: 7.97, dueDate: '2026-11-02' });
    expect(result.jurisdictions.map((j: any) => [j.state, j.taxableGallons, j.taxPaidGallons, j.netTaxableGallons, j.tax])).toEqual([
      ['IL', 125, 200, -75, -34.13], ['IN', 69, 21, 48, 25.92], ['ON', 19, 0, 19, null], ['WI', 0, 30, -30, -9.87],
    ]);
    expect(result.nonIfta.map((j: any) => [j.state, j.miles, j.gallons])).toEqual([['AK', 300, 0]]);
  }, 30_000);

  it('timecards reads standard input and counts the 23-hour day as elapsed time', () => {
    const run = runFleet(['timecards', '-'], readFileSync(fixture('timecards'), 'utf8'));
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.cards.map((c: any) => [c.DriverID, c.date, c.minutes])).toEqual([['1000001', '2026-03-07', 120], ['1000001', '2026-03-08', 421], ['1000002', '2026-11-01', 1439]]);
    expect(result.open.map((o: any) => [o.DriverID, o.in])).toEqual([['1000002', '2026-11-02T12:00:00Z']]);
  }, 30_000);

  it('reads a file that starts with a UTF-8 byte-order mark', () => {
    const run = runFleet(['documents', write('bom.json', `\uFEFF${readFileSync(fixture('documents'), 'utf8')}`)]);
    expect(run.status, run.stderr).toBe(0);
  }, 30_000);
});

describe('fleet what-if command refusals and bad input', () => {
  it('refuses a program without a dimension naming intervalMiles', () => {
    const input = JSON.parse(readFileSync(fixture('reminders'), 'utf8'));
    input.programs[0].intervalMiles = 0;
    input.programs[0].intervalDays = null;
    expectRefused(runFleet(['reminders', write('no-dimension.json', input)]), /programs\[0\]\.intervalMiles/);
  }, 30_000);

  it('refuses a quarter without fuel naming fuel', () => {
    expectRefused(runFleet(['ifta', write('no-fuel.json', { quarter: '2026-Q3', mileage: [], fuel: [] })]), /fuel: no fuel purchases in the quarter/);
  }, 30_000);

  it('refuses out before in naming out, and overlapping shifts naming punches', () => {
    expectRefused(runFleet(['timecards', write('out.json', { punches: [{ DriverID: 1, in: '2026-07-07T10:00:00', out: '2026-07-07T09:00:00' }] })]), /punches\[0\]\.out/);
    const overlap = { punches: [{ DriverID: 1, in: '2026-07-07T08:00:00', out: '2026-07-07T10:00:00' }, { DriverID: 1, in: '2026-07-07T09:00:00', out: '2026-07-07T11:00:00' }] };
    expectRefused(runFleet(['timecards', write('overlap.json', overlap)]), /punches: driver 1's shifts overlap: punches\[0\].*punches\[1\]/);
  }, 30_000);

  it('names the field of bad input: an unknown zone, a non-numeric odometer, an unreadable date, not JSON', () => {
    expectRefused(runFleet(['ivmr', write('zone.json', { weekEnding: '2026-07-11', VehicleID: 'T1', timeZone: 'Chicago', positions: [] })]), /timeZone: unknown time zone/);
    expectRefused(runFleet(['reminders', write('odo.json', { today: '2026-06-01', tractors: [{ id: 'T1', LatestOdometer: 'high' }], programs: [] })]), /tractors\[0\]\.LatestOdometer/);
    expectRefused(runFleet(['documents', write('date.json', { today: '2026-02-30' })]), /today: unreadable date/);
    expectRefused(runFleet(['ifta', write('broken.json', '{"quarter": ')]), /not valid JSON/);
  }, 60_000);

  it('prints usage for an unknown command or a missing file', () => {
    expectRefused(runFleet(['payroll', fixture('ifta')]), /usage: fleet reminders\|documents\|ivmr\|ifta\|timecards\|faults FILE\.json/);
    expectRefused(runFleet(['ifta']), /usage: fleet/);
    expectRefused(runFleet(['ifta', path.join(dir, 'missing.json')]), /cannot read/);
  }, 60_000);
});
