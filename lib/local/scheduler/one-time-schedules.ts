import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { invokeHandler } from '#lib/local/lambda/handler-module';
import type { LocalFunction } from '#lib/local/lambda/local-function';
import { LOCAL_ACCOUNT, LOCAL_REGION } from '#lib/local/names';

/** What CreateSchedule/UpdateSchedule carry that the local Scheduler acts on. */
export interface OneTimeSchedule {
  Name: string;
  GroupName: string;
  ScheduleExpression: string;
  ScheduleExpressionTimezone?: string;
  ActionAfterCompletion?: 'NONE' | 'DELETE';
  Description?: string;
  Target: { Arn: string; RoleArn: string; Input?: string };
}

export class SchedulerError extends Error {
  constructor(
    readonly code: 'ResourceNotFoundException' | 'ConflictException' | 'ValidationException',
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** `at(2026-03-07T12:00:00)` read in UTC (the only zone broadcasts use); null for rate/cron. */
export function atInstant(expression: string, timezone = 'UTC'): Date | null {
  const m = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/.exec(expression);
  if (!m) return null;
  if (timezone !== 'UTC') throw new SchedulerError('ValidationException', `Local schedules read at() in UTC only, not ${timezone}`, 400);
  return new Date(`${m[1]}Z`);
}

/**
 * EventBridge Scheduler's one-time schedules on one machine: each `at(...)` schedule invokes its Lambda
 * target's handler (the targets are looked up by function ARN) with the target input at that time,
 * then deletes itself when asked to. Pending schedules are kept in a file, so `npm start` restarts
 * keep them; one whose time passed while stopped runs at start, as a late delivery would.
 */
export class LocalOneTimeScheduler {
  private readonly schedules = new Map<string, OneTimeSchedule>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly targets: ReadonlyMap<string, LocalFunction>,
    private readonly opts: { file?: string; onError?: (name: string, error: unknown) => void } = {},
  ) {
    if (opts.file && existsSync(opts.file)) {
      for (const s of JSON.parse(readFileSync(opts.file, 'utf8')) as OneTimeSchedule[]) this.arm(s);
    }
  }

  arn(s: Pick<OneTimeSchedule, 'GroupName' | 'Name'>): string {
    return `arn:aws:scheduler:${LOCAL_REGION}:${LOCAL_ACCOUNT}:schedule/${s.GroupName}/${s.Name}`;
  }

  create(s: OneTimeSchedule): string {
    if (this.schedules.has(this.key(s))) throw new SchedulerError('ConflictException', `Schedule ${s.Name} already exists.`, 409);
    this.validate(s);
    this.arm(s);
    this.save();
    return this.arn(s);
  }

  update(s: OneTimeSchedule): string {
    if (!this.schedules.has(this.key(s))) throw this.notFound(s.Name);
    this.validate(s);
    this.disarm(this.key(s));
    this.arm(s);
    this.save();
    return this.arn(s);
  }

  get(group: string, name: string): OneTimeSchedule {
    const s = this.schedules.get(`${group}/${name}`);
    if (!s) throw this.notFound(name);
    return s;
  }

  delete(group: string, name: string): void {
    if (!this.schedules.has(`${group}/${name}`)) throw this.notFound(name);
    this.disarm(`${group}/${name}`);
    this.save();
  }

  async stop(): Promise<void> {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private key(s: Pick<OneTimeSchedule, 'GroupName' | 'Name'>): string {
    return `${s.GroupName}/${s.Name}`;
  }

  private notFound(name: string): SchedulerError {
    return new SchedulerError('ResourceNotFoundException', `Schedule ${name} does not exist.`, 404);
  }

  private validate(s: OneTimeSchedule): void {
    if (!atInstant(s.ScheduleExpression, s.ScheduleExpressionTimezone)) {
      throw new SchedulerError('ValidationException', 'The local Scheduler runs one-time at(...) schedules only; jobs use croner.', 400);
    }
    if (!this.targets.has(functionName(s.Target.Arn))) throw new SchedulerError('ValidationException', `No local function for ${s.Target.Arn}`, 400);
  }

  private arm(s: OneTimeSchedule): void {
    const key = this.key(s);
    this.schedules.set(key, s);
    const at = atInstant(s.ScheduleExpression, s.ScheduleExpressionTimezone)!;
    // setTimeout's limit is ~24.8 days; a later schedule re-arms itself when that first wait ends.
    const wait = Math.min(Math.max(0, at.getTime() - Date.now()), 2 ** 31 - 1);
    this.timers.set(
      key,
      setTimeout(() => (at.getTime() > Date.now() ? this.arm(s) : this.fire(key, s)), wait),
    );
  }

  private disarm(key: string): void {
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    this.schedules.delete(key);
  }

  private fire(key: string, s: OneTimeSchedule): void {
    this.timers.delete(key);
    if (s.ActionAfterCompletion === 'DELETE') {
      this.schedules.delete(key);
      this.save();
    }
    const fn = this.targets.get(functionName(s.Target.Arn))!;
    const call = invokeHandler(fn, JSON.parse(s.Target.Input ?? '{}'));
    this.running.add(call);
    call.catch((error: unknown) => this.opts.onError?.(s.Name, error)).finally(() => this.running.delete(call));
  }

  private save(): void {
    if (!this.opts.file) return;
    mkdirSync(dirname(this.opts.file), { recursive: true });
    writeFileSync(this.opts.file, JSON.stringify([...this.schedules.values()], null, 1));
  }
}

/** `arn:aws:lambda:region:account:function:NAME[:qualifier]` → NAME. */
function functionName(arn: string): string {
  return arn.split(':')[6] ?? arn;
}
