import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soakAgainst, type SoakReport } from '#lib/soak/run';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';

/**
 * `npm run soak`'s week, run once with no faults in a cloud of this file's own (it writes a pay run,
 * imports, a tractor and a new company): every check passes, and the figures count what it sent.
 */
let own: OwnCloud;
let report: SoakReport;
const steps: string[] = [];

beforeAll(async () => {
  own = await startOwnCloud('soak-test-');
  report = await soakAgainst(own.cloud.baseUrl, { faults: 0, seed: 7, days: 2, onStep: (s) => steps.push(s.step) });
}, 170_000);

afterAll(async () => {
  await own?.stop();
});

describe('the soak week at no faults', () => {
  it('runs every step of the week, each day with its DVIR, shift, service and chat', () => {
    expect(report.steps.filter((s) => !s.ok)).toEqual([]);
    expect(steps).toEqual(expect.arrayContaining(['a fleet signs up', 'a driver is hired', 'day 2: DVIR with a fault, repaired', 'day 2: chat', 'a broadcast is acknowledged', 'an import is rolled back', 'a pay run with adjustments', 'the time card is approved', 'IFTA is read']));
  });

  it('passes every check, each with something proved', () => {
    expect(report.checks.filter((c) => !c.ok).map((c) => [c.name, c.failures])).toEqual([]);
    expect(report.checks.map((c) => c.name)).toEqual([
      'no 500', 'retryable answers name Retry-After', 'every step of the week done', 'no lost write', 'no duplicate', 'every workflow ended', 'rollbacks restored the data', 'totals reconcile',
    ]);
    const proved = (name: string) => Number(/^(\d+) of/.exec(report.checks.find((c) => c.name === name)!.figures)?.[1]);
    expect(proved('no duplicate')).toBeGreaterThanOrEqual(10);
    expect(proved('every workflow ended')).toBe(4);
    expect(proved('totals reconcile')).toBe(4);
    expect(report.passed).toBe(true);
  });

  it('counts its requests and times with no server error and no retry when nothing fails', () => {
    expect(report.figures.requests).toBeGreaterThan(80);
    expect(report.figures).toMatchObject({ faultRate: 0, serverErrors: 0, retryable: 0, retried: 0, faultsInjected: 0 });
    expect(report.figures.p50Ms).toBeGreaterThan(0);
    expect(report.figures.p99Ms).toBeGreaterThanOrEqual(report.figures.p50Ms);
  });
});
