import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalOneTimeScheduler, SchedulerError, type OneTimeSchedule } from '#lib/local/scheduler/one-time-schedules';

const targets = new Map([['fast-dashboard-chat-broadcasts-send-broadcast', { entry: 'chat/broadcasts/send-broadcast', access: {}, timeoutSeconds: 120 }]]);
const schedule = (name: string, at = '2999-01-01T12:00:00'): OneTimeSchedule => ({
  Name: name,
  GroupName: 'fast-dashboard-broadcasts',
  ScheduleExpression: `at(${at})`,
  ScheduleExpressionTimezone: 'UTC',
  ActionAfterCompletion: 'DELETE',
  Target: { Arn: 'arn:aws:lambda:us-east-1:000000000000:function:fast-dashboard-chat-broadcasts-send-broadcast', RoleArn: 'arn:aws:iam::000000000000:role/r', Input: '{}' },
});

let dir: string | undefined;
const running: LocalOneTimeScheduler[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) await s.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function scheduler(file?: string) {
  const s = new LocalOneTimeScheduler(targets, file ? { file } : {});
  running.push(s);
  return s;
}

describe('local one-time schedules', () => {
  it('keeps pending schedules in their file, so a restarted cloud still has them', async () => {
    dir = await mkdtemp(join(tmpdir(), 'schedules-'));
    const file = join(dir, 'scheduler', 'schedules.json');
    const first = await scheduler(file);
    expect(first.create(schedule('broadcast-a'))).toBe('arn:aws:scheduler:us-east-1:000000000000:schedule/fast-dashboard-broadcasts/broadcast-a');
    const again = await scheduler(file);
    expect(again.get('fast-dashboard-broadcasts', 'broadcast-a').ScheduleExpression).toBe('at(2999-01-01T12:00:00)');
    again.delete('fast-dashboard-broadcasts', 'broadcast-a');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual([]);
  });

  it('answers as the service does: a name twice, an unknown name, a recurring expression, an unknown target', async () => {
    const s = await scheduler();
    s.create(schedule('broadcast-b'));
    expect(() => s.create(schedule('broadcast-b'))).toThrow(expect.objectContaining({ code: 'ConflictException', status: 409 }));
    expect(() => s.delete('fast-dashboard-broadcasts', 'nope')).toThrow(SchedulerError);
    expect(() => s.update(schedule('nope'))).toThrow(expect.objectContaining({ code: 'ResourceNotFoundException' }));
    expect(() => s.create({ ...schedule('c'), ScheduleExpression: 'rate(1 hour)' })).toThrow(expect.objectContaining({ code: 'ValidationException' }));
    expect(() => s.create({ ...schedule('d'), Target: { ...schedule('d').Target, Arn: 'arn:aws:lambda:us-east-1:0:function:other' } })).toThrow(
      expect.objectContaining({ code: 'ValidationException' }),
    );
  });
});
