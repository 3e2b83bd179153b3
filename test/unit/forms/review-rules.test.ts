import { describe, expect, it } from 'vitest';
import {
  deferUntilProblem, domicileCodes, isRetained, matchesStatus, monthsOfRange, rangeInstants, resolverName, retainedUntil, submissionListQuery, summarise,
} from '#shared/forms/review-api';
import { startOfLocalDay } from '#shared/fleet/zone';

const CHICAGO = 'America/Chicago';

describe('the two dates of a submissions list', () => {
  it('needs exactly two dates, naming the missing one', () => {
    const one = submissionListQuery.safeParse({ from: '2026-03-01' });
    expect(one.success).toBe(false);
    expect(one.error!.issues.map((i) => i.path.join('.'))).toEqual(['to']);
    const none = submissionListQuery.safeParse({});
    expect(none.error!.issues.map((i) => i.path.join('.'))).toEqual(['from']);
    expect(submissionListQuery.safeParse({ from: '2026-03-01', to: '2026-03-31' }).success).toBe(true);
  });

  it('refuses a reversed range and one longer than 366 days', () => {
    expect(submissionListQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }).error!.issues[0]!.path).toEqual(['to']);
    expect(submissionListQuery.safeParse({ from: '2025-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(submissionListQuery.safeParse({ from: '2025-01-01', to: '2026-01-02' }).success).toBe(false);
  });

  it('counts company-zone days: a Chicago day starts at 06:00 UTC in winter and 05:00 in summer', () => {
    const winter = rangeInstants('2026-01-31', '2026-02-01', (d) => startOfLocalDay(d, CHICAGO));
    expect(new Date(winter.startMs).toISOString()).toBe('2026-01-31T06:00:00.000Z');
    expect(new Date(winter.endMs).toISOString()).toBe('2026-02-02T06:00:00.000Z');
    const summer = rangeInstants('2026-07-01', '2026-07-01', (d) => startOfLocalDay(d, CHICAGO));
    expect(new Date(summer.startMs).toISOString()).toBe('2026-07-01T05:00:00.000Z');
  });

  it('reads every UTC month partition the instants touch, newest first', () => {
    const last = rangeInstants('2026-01-01', '2026-03-31', (d) => startOfLocalDay(d, CHICAGO));
    // The evening of 31 March in Chicago is already 1 April in UTC.
    expect(monthsOfRange(last.startMs, last.endMs)).toEqual(['2026-04', '2026-03', '2026-02', '2026-01']);
    expect(monthsOfRange(Date.UTC(2025, 11, 31), Date.UTC(2026, 0, 1))).toEqual(['2025-12']);
    expect(monthsOfRange(Date.UTC(2025, 11, 31), Date.UTC(2026, 0, 1) + 1)).toEqual(['2026-01', '2025-12']);
  });
});

describe('status filters', () => {
  it('failed has faults, open has unresolved faults, passed has none', () => {
    const resolvedFail = { countOfFailedFormFields: 2, unresolvedFaultCount: 0 };
    expect(matchesStatus(resolvedFail, 'failed')).toBe(true);
    expect(matchesStatus(resolvedFail, 'open')).toBe(false);
    expect(matchesStatus(resolvedFail, 'passed')).toBe(false);
    expect(matchesStatus({ countOfFailedFormFields: 0, unresolvedFaultCount: 0 }, 'passed')).toBe(true);
  });
});

describe('DVIR retention', () => {
  it('keeps a DVIR until the same day three months later, or that month’s last day', () => {
    expect(retainedUntil('2026-01-15')).toBe('2026-04-15');
    expect(retainedUntil('2025-11-30')).toBe('2026-02-28');
    expect(isRetained('2026-01-15', '2026-04-14')).toBe(true);
    expect(isRetained('2026-01-15', '2026-04-15')).toBe(false);
  });
});

describe('deferral dates', () => {
  it('must be after today and within 90 days', () => {
    expect(deferUntilProblem('2026-03-10', '2026-03-10')).toMatch(/after today/);
    expect(deferUntilProblem('2026-03-11', '2026-03-10')).toBeUndefined();
    expect(deferUntilProblem('2026-06-08', '2026-03-10')).toBeUndefined();
    expect(deferUntilProblem('2026-06-09', '2026-03-10')).toMatch(/90 days/);
  });
});

describe('the inspection summary', () => {
  const submissions = [
    { submissionId: 'a', VehicleID: '101', Domicile: 'PHX', countOfFailedFormFields: 2 },
    { submissionId: 'b', VehicleID: '101', Domicile: 'PHX', countOfFailedFormFields: 0 },
    { submissionId: 'c', VehicleID: '202', Domicile: 'ELP', countOfFailedFormFields: 1 },
    { submissionId: 'd', VehicleID: '303', Domicile: 'PHX', countOfFailedFormFields: 3 },
  ];
  const defects = [
    { submissionId: 'a', state: 'open' as const }, { submissionId: 'a', state: 'deferred' as const },
    { submissionId: 'c', state: 'open' as const }, { submissionId: 'd', state: 'deferred' as const },
  ];

  it('counts per domicile and per tractor, and each totals row is the sum of its rows', () => {
    const s = summarise(submissions, defects);
    expect(s.domiciles).toEqual([
      { key: 'ELP', inspections: 1, failed: 1, faultsReported: 1, open: 1, deferred: 0 },
      { key: 'PHX', inspections: 3, failed: 2, faultsReported: 5, open: 1, deferred: 2 },
    ]);
    expect(s.tractors.find((t) => t.key === '101')).toMatchObject({ inspections: 2, failed: 1, faultsReported: 2, open: 1, deferred: 1, Domicile: 'PHX' });
    const sum = (rows: ReadonlyArray<typeof s.totals>, k: 'inspections' | 'failed' | 'faultsReported' | 'open' | 'deferred') => rows.reduce((n, r) => n + r[k], 0);
    for (const k of ['inspections', 'failed', 'faultsReported', 'open', 'deferred'] as const) {
      expect(s.totals[k]).toBe(sum(s.domiciles, k));
      expect(s.totals[k]).toBe(sum(s.tractors, k));
    }
    expect(s.totals).toEqual({ inspections: 4, failed: 3, faultsReported: 6, open: 2, deferred: 2 });
  });
});

describe('names and domiciles', () => {
  it('signs a resolution with the display name, or Admin when there is none', () => {
    expect(resolverName('Maria Lopez', 'shop@x.test')).toBe('Maria Lopez');
    expect(resolverName('shop@x.test', 'shop@x.test')).toBe('Admin');
    expect(resolverName('', 'shop@x.test')).toBe('Admin');
  });

  it('reads a driver domicile of several codes', () => {
    expect(domicileCodes('PHX/ELP')).toEqual(['PHX', 'ELP']);
    expect(domicileCodes(' abq ')).toEqual(['ABQ']);
    expect(domicileCodes(undefined)).toEqual([]);
  });
});
