import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { describe, expect, it } from 'vitest';
import { jobItems, jobStateMachine, MAX_ITEMS_A_RUN } from '#lambdas/jobs/job-workflow';
import { COMPANY_CONCURRENCY, fansOut, jobs, type FanOutJob } from '#lambdas/jobs/jobs';
import { stateMachines } from '#lambdas/workflows/definitions';
import { startScheduler } from '#lib/local/scheduler/scheduler';

const fanOutJobs = jobs.filter(fansOut);
const ARNS = { list: 'arn:aws:lambda:us-east-1:000000000000:function:list', each: 'arn:aws:lambda:us-east-1:000000000000:function:each' };

/** Runs a fanned-out job's ASL in the local interpreter with stand-in tasks: the items listed, then each item's task. */
async function runJobMachine(job: FanOutJob, items: unknown[], each: (item: { companyId: string }) => Promise<unknown>) {
  const machine = new StateMachine(jobStateMachine(job).definition(ARNS) as unknown as StateMachineDefinition);
  const { result } = machine.run({ job: job.name } as never, {
    overrides: { taskResourceLocalHandlers: { ListItems: async () => ({ items }), RunItem: each } as never },
  });
  return result;
}

describe('scheduled jobs that fan out', () => {
  it('are the four per-company jobs and the scheduled reports; only the socket prune stays one invocation', () => {
    expect(fanOutJobs.map((j) => j.name).sort()).toEqual(['read-fuel-inbox', 'recompute-service-reminders', 'remove-old-imports', 'save-daily-pm-reports', 'send-scheduled-reports']);
    expect(jobs.filter((j) => !fansOut(j)).map((j) => j.name)).toEqual(['prune-socket-connections']);
  });

  it.each(fanOutJobs.map((j) => [j.name, j] as const))('%s has a state machine of its name: the job\'s handler lists, its forEach handler runs each item', (name, job) => {
    const machine = stateMachines.find((m) => m.name === name)!;
    expect(machine.tasks).toEqual({ list: { handler: job.handler, access: job.access }, each: { handler: job.forEach.handler, access: job.forEach.access } });
  });

  it('lists, then maps over the items as child executions, at most the job\'s concurrency at once, retrying transient Lambda faults and passing AWS faults', () => {
    const definition = jobStateMachine(fanOutJobs[0]!).definition(ARNS);
    expect(definition.StartAt).toBe('ListItems');
    expect(definition.States.ListItems).toMatchObject({ Type: 'Task', Resource: ARNS.list, Next: 'EachItem' });
    expect(definition.States.EachItem).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.items',
      MaxConcurrency: COMPANY_CONCURRENCY,
      ResultPath: null,
      ItemProcessor: { ProcessorConfig: { Mode: 'DISTRIBUTED' }, StartAt: 'RunItem', States: { RunItem: { Type: 'Task', Resource: ARNS.each, Retry: [expect.objectContaining({ ErrorEquals: expect.arrayContaining(['Lambda.ServiceException']) }), expect.objectContaining({ ErrorEquals: ['PassingAwsFault'] })] } } },
    });
    expect(COMPANY_CONCURRENCY).toBe(10);
  });

  it('runs every item exactly once, at most ten at once, the others going on when one fails, and counts the items', async () => {
    const job = fanOutJobs.find((j) => j.name === 'recompute-service-reminders')!;
    const items = Array.from({ length: 60 }, (_, i) => ({ companyId: `cmp-${i}` }));
    const seen: string[] = [];
    let running = 0;
    let most = 0;
    const output = await runJobMachine(job, items, async ({ companyId }) => {
      running += 1;
      most = Math.max(most, running);
      // Yields so the Map can start the next items while this one runs.
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      seen.push(companyId);
      if (companyId === 'cmp-7') throw Object.assign(new Error('table unavailable'), { name: 'ProvisionedThroughputExceededException' });
      return { companyId };
    });
    expect(output).toEqual({ items: 60 });
    expect(seen.sort()).toEqual(items.map((i) => i.companyId).sort());
    expect(most).toBe(10);
  });

  it('runs nothing and succeeds when no item is listed', async () => {
    const job = fanOutJobs[0]!;
    await expect(runJobMachine(job, [], async () => { throw new Error('no item should run'); })).resolves.toEqual({ items: 0 });
  });

  it(`keeps the largest list a run takes (${MAX_ITEMS_A_RUN} companies) inside Step Functions' 256 KB state, and refuses a longer one`, () => {
    const largest = jobItems(Array.from({ length: MAX_ITEMS_A_RUN }, () => ({ companyId: 'cmp-ABCDEFGHJK' })), 'companies');
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(256 * 1024);
    expect(() => jobItems(Array.from({ length: MAX_ITEMS_A_RUN + 1 }, () => ({ companyId: 'cmp-ABCDEFGHJK' })), 'companies')).toThrow(/7001 companies are more than one run of a job takes/);
  });
});

describe('the local scheduler', () => {
  it('starts the state machine of a job that fans out with the input its AWS schedule gives, and answers its output', async () => {
    const started: unknown[] = [];
    const scheduler = startScheduler(jobs, { enabled: false, runWorkflow: async (name, input) => { started.push([name, input]); return { items: 3 }; } });
    await expect(scheduler.runJob('remove-old-imports')).resolves.toEqual({ items: 3 });
    expect(started).toEqual([['remove-old-imports', { job: 'remove-old-imports' }]]);
    await scheduler.stop();
  });
});
