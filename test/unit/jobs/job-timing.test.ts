import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { cronPattern, scheduleExpression, type Every } from '#lambdas/jobs/job-timing';
import { jobs } from '#lambdas/jobs/jobs';

function nextRuns(every: Every, from: string, count: number): string[] {
  const cron = new Cron(cronPattern(every), { timezone: 'UTC', mode: '5-part' });
  const runs: string[] = [];
  let at = new Date(from);
  for (let i = 0; i < count; i++) {
    at = cron.nextRun(at)!;
    runs.push(at.toISOString());
  }
  return runs;
}

describe('a job timing declared once', () => {
  it('gives croner and EventBridge Scheduler the same clock-aligned hourly cron', () => {
    expect(cronPattern({ hours: 1 })).toBe('0 * * * *');
    expect(scheduleExpression({ hours: 1 })).toBe('cron(0 * * * ? *)');
  });

  it('writes steps as croner and AWS each read them', () => {
    expect(cronPattern({ minutes: 15 })).toBe('*/15 * * * *');
    expect(scheduleExpression({ minutes: 15 })).toBe('cron(0/15 * * * ? *)');
    expect(cronPattern({ hours: 6 })).toBe('0 */6 * * *');
    expect(scheduleExpression({ hours: 6 })).toBe('cron(0 0/6 * * ? *)');
    expect(cronPattern({ minutes: 1 })).toBe('* * * * *');
    expect(scheduleExpression({ minutes: 1 })).toBe('cron(* * * * ? *)');
  });

  it('runs locally on the declared period, aligned to the clock', () => {
    expect(nextRuns({ hours: 1 }, '2026-01-03T10:17:00Z', 3)).toEqual(['2026-01-03T11:00:00.000Z', '2026-01-03T12:00:00.000Z', '2026-01-03T13:00:00.000Z']);
    expect(nextRuns({ minutes: 20 }, '2026-01-03T23:41:00Z', 3)).toEqual(['2026-01-04T00:00:00.000Z', '2026-01-04T00:20:00.000Z', '2026-01-04T00:40:00.000Z']);
    expect(nextRuns({ hours: 8 }, '2026-01-03T17:00:00Z', 2)).toEqual(['2026-01-04T00:00:00.000Z', '2026-01-04T08:00:00.000Z']);
  });

  it('refuses a period that does not divide the hour or the day, which a cron would run unevenly', () => {
    for (const every of [{ minutes: 7 }, { minutes: 0 }, { minutes: 90 }, { hours: 5 }, { hours: 1.5 }, { hours: 48 }]) {
      expect(() => scheduleExpression(every), JSON.stringify(every)).toThrow(/divide/);
      expect(() => cronPattern(every), JSON.stringify(every)).toThrow(/divide/);
    }
  });

  it('derives both expressions for every declared job', () => {
    for (const job of jobs) expect([cronPattern(job.every), scheduleExpression(job.every)], job.name).toEqual([expect.any(String), expect.stringMatching(/^cron\(/)]);
  });
});
