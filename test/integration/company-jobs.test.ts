import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';

/**
 * The scheduled jobs over 200 companies in a local cloud of this file's own, run as their schedules run
 * them (a job that fans out starts its state machine through the local Step Functions). Every DynamoDB
 * call of every function is recorded on its way to the local IAM check, so the tests see which function
 * read which company's partition, and that none scanned the table.
 */
const COMPANIES = 200;
const ids = Array.from({ length: COMPANIES }, (_, i) => `jobs-fleet-${String(i).padStart(3, '0')}`);
/** Every twentieth company's account is inactive: the jobs for active companies leave it alone. */
const inactive = new Set(ids.filter((_, i) => i % 20 === 0));
const LONG_AGO = new Date(Date.now() - 400 * 86_400_000).toISOString();

interface Call { entry: string | undefined; command: string; input: Record<string, unknown> }
const calls: Call[] = [];
let own: OwnCloud;
let demoCompanyIds: string[];

beforeAll(async () => {
  own = await startOwnCloud('company-jobs-');
  const [{ setRuntimeHooks }, { accessGuard }, { currentFunction }] = await Promise.all([
    import('#lambdas/runtime-hooks'),
    import('#lib/local/lambda/access-guard'),
    import('#lib/local/lambda/local-function'),
  ]);
  setRuntimeHooks({
    authorize: accessGuard.authorize,
    beforeCommand(client, command, input) {
      if (client === 'DynamoDBClient') calls.push({ entry: currentFunction()?.entry, command, input: input as Record<string, unknown> });
      accessGuard.beforeCommand(client, command, input);
    },
  });
  const [{ batchPut }, { companyEntity }, { importHistoryEntity }, { DEMO_COMPANIES }] = await Promise.all([
    import('#lambdas/data/batch'),
    import('#lambdas/data/entities/company'),
    import('#lambdas/data/entities/import-history'),
    import('#lib/local/seed/demo-companies'),
  ]);
  demoCompanyIds = DEMO_COMPANIES.map((c) => c.companyId);
  // Written as sign-up writes a company: the registry key comes with the company item.
  await batchPut(companyEntity(), ids.map((companyId) => ({ companyId, companyName: `Fleet ${companyId}`, accountActive: !inactive.has(companyId) })));
  await batchPut(importHistoryEntity(), ids.map((companyId) => ({
    companyId, importBatchId: 'long-done', importType: 'maintenance' as const, status: 'completed' as const, fileKey: 'none', importedAt: LONG_AGO, importedByUid: 'u-1',
  })));
}, 180_000);

afterAll(async () => own?.stop());

/** Runs the job as its schedule would and answers what it returned, with the DynamoDB calls its functions made. */
async function run(job: string): Promise<{ output: unknown; made: Call[] }> {
  calls.length = 0;
  const output = await own.cloud.runJob(job);
  return { output, made: calls.filter((c) => c.entry !== undefined) };
}

/** How many times `entry` queried each company's partition of an entity, by the key its own query uses. */
async function queriesPerCompany(made: Call[], entry: string, keyOf: (companyId: string) => Promise<Record<string, unknown>>, companies: string[]) {
  const counts = new Map<string, number>();
  for (const companyId of companies) {
    const key = await keyOf(companyId);
    const same = made.filter((c) => c.entry === entry && c.command === 'QueryCommand' && JSON.stringify(c.input.ExpressionAttributeValues) === JSON.stringify(key));
    counts.set(companyId, same.length);
  }
  return counts;
}

describe('scheduled jobs over 200 companies', () => {
  it('removes the old import of every company, the demo ones listed too, each by one invocation of its own, without a Scan', async () => {
    const { importHistoryEntity } = await import('#lambdas/data/entities/import-history');
    const { output, made } = await run('remove-old-imports');
    expect(output).toEqual({ items: COMPANIES + demoCompanyIds.length });
    expect(made.filter((c) => c.command === 'ScanCommand')).toEqual([]);
    // The list came from the registry index, one partition of every company.
    expect(made.filter((c) => c.entry === 'jobs/list-companies').map((c) => [c.command, c.input.IndexName])).toEqual([['QueryCommand', 'gsi1']]);
    const history = (companyId: string) => Promise.resolve(importHistoryEntity().query.byBatch({ companyId }).params().ExpressionAttributeValues as Record<string, unknown>);
    const counts = await queriesPerCompany(made, 'jobs/remove-old-imports', history, [...ids, ...demoCompanyIds]);
    expect([...counts.values()].every((n) => n === 1), JSON.stringify(Object.fromEntries([...counts].filter(([, n]) => n !== 1)))).toBe(true);
    const left = await Promise.all(ids.map(async (companyId) => (await importHistoryEntity().get({ companyId, importBatchId: 'long-done' }).go()).data));
    expect(left.filter(Boolean)).toEqual([]);
  });

  it('recomputes the service reminders of each active company once and leaves the inactive ones alone', async () => {
    const { serviceProgramEntity } = await import('#lambdas/data/entities/service-program');
    const { output, made } = await run('recompute-service-reminders');
    expect(output).toEqual({ items: COMPANIES - inactive.size + demoCompanyIds.length });
    expect(made.filter((c) => c.command === 'ScanCommand')).toEqual([]);
    const programs = (companyId: string) => Promise.resolve(serviceProgramEntity().query.byProgram({ companyId }).params().ExpressionAttributeValues as Record<string, unknown>);
    const counts = await queriesPerCompany(made, 'jobs/recompute-service-reminders', programs, ids);
    expect(ids.filter((id) => counts.get(id) !== (inactive.has(id) ? 0 : 1))).toEqual([]);
  });

  it('prunes the expired socket connections of every company through the expiry index, keeping the live ones', async () => {
    const { socketConnectionEntity } = await import('#lambdas/data/entities/socket-connection');
    const { batchPut } = await import('#lambdas/data/batch');
    const now = Math.floor(Date.now() / 1000);
    const connections = ids.slice(0, 50).map((companyId, i) => ({
      companyId, connectionId: `c-${i}`, userId: 'u-1', connectedAt: new Date().toISOString(), expiresAt: i % 2 === 0 ? now - 60 : now + 3600,
    }));
    await batchPut(socketConnectionEntity(), connections);
    const { output, made } = await run('prune-socket-connections');
    expect(output).toEqual({ pruned: 25 });
    expect(made.filter((c) => c.command === 'QueryCommand').map((c) => c.input.IndexName)).toEqual(['gsi2']);
    expect(made.filter((c) => c.command === 'ScanCommand')).toEqual([]);
    const left = await Promise.all(connections.map(async (c) => (await socketConnectionEntity().get({ companyId: c.companyId, connectionId: c.connectionId }).go()).data?.connectionId));
    expect(left.filter(Boolean)).toEqual(connections.filter((c) => c.expiresAt > now).map((c) => c.connectionId));
  });

  it('runs every other job as its schedule would, none of its functions scanning the table', async () => {
    const { jobs } = await import('#lambdas/jobs/jobs');
    for (const job of jobs.filter((j) => !['remove-old-imports', 'recompute-service-reminders', 'prune-socket-connections'].includes(j.name))) {
      const { output, made } = await run(job.name);
      expect(output, job.name).toEqual({ items: expect.any(Number) });
      expect(made.filter((c) => c.command === 'ScanCommand'), job.name).toEqual([]);
    }
  });
});
