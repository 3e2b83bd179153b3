import type { Session } from '#lib/soak/client';
import { until } from '#lib/soak/poll';
import { expectStatus, SoakStepError } from '#lib/soak/step-error';
import type { WeekContext } from '#lib/soak/week-context';

const HEADER = 'VehicleID,ServiceDate,ServiceNo,ServiceProvider,ServiceStatus,status,isPM,serviceType,odometer,PartsCost,LabourCost,notes,filename,id';
const PROVIDERS = ['Rush Truck Center', 'TA Truck Service', 'Loves Truck Care'];

const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

interface MaintenanceRecord { id: string; ServiceNo?: string }

/** Every maintenance record of the tractor, as GET /tractors/{vehicleId}/maintenance pages them. */
export async function tractorMaintenance(ctx: WeekContext, VehicleID: string): Promise<MaintenanceRecord[]> {
  const records: MaintenanceRecord[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const reply = await ctx.client.api(ctx.office.shop, 'GET', `/tractors/${VehicleID}/maintenance${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (reply.status !== 200) throw new SoakStepError(`GET /tractors/{vehicleId}/maintenance answered ${reply.status}`);
    records.push(...(reply.body.records as MaintenanceRecord[]));
    cursor = reply.body.nextCursor ?? undefined;
    if (!cursor) return records;
  }
  throw new SoakStepError(`${VehicleID} has more than 50 pages of maintenance`);
}

/** A day's service in the shop: a maintenance record under the id the web makes for it, so a retry is the same record. */
export async function serviceRecorded(ctx: WeekContext, VehicleID: string, day: number): Promise<void> {
  const { client, ledger, office, random } = ctx;
  const id = `soak-${ctx.stamp}-${day}`;
  const body = { id, VehicleID, ServiceDate: daysAgo(7 - day), ServiceProvider: random.pick(PROVIDERS), ServiceNo: `WO-${ctx.stamp}-${day}`.toUpperCase() };
  expectStatus(await client.api(office.shop, 'POST', '/maintenance/records', body), [201], 'POST /maintenance/records');
  ledger.once(`maintenance record ${id}`, async () => {
    const found = (await tractorMaintenance(ctx, VehicleID)).filter((r) => r.id === id).length;
    return found === 1 ? undefined : `the tractor's maintenance lists it ${found} times`;
  });
}

/** Times the office sends a file again after its import failed on a passing fault. */
const IMPORT_TRIES = 3;

/**
 * One maintenance file through the import workflow: upload, dry run, confirm; answers its batch id. A run
 * that ends failed (a workflow may fail on a fault, its data put back) is listed for the ledger to prove
 * failed, and the file is sent again, as the office would.
 */
async function imported(ctx: WeekContext, shop: Session, fileName: string, rows: string[]): Promise<string> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= IMPORT_TRIES; attempt++) {
    const outcome = await importOnce(ctx, shop, fileName, rows);
    if (outcome.ok) return outcome.id;
    failures.push(outcome.reason);
    ctx.ledger.workflow(`failed maintenance import ${outcome.id}`, () => importEnded(ctx, shop, outcome.id, ['failed']));
  }
  throw new SoakStepError(`the import of ${fileName} failed ${IMPORT_TRIES} times: ${failures.join('; ')}`);
}

async function importOnce(ctx: WeekContext, shop: Session, fileName: string, rows: string[]): Promise<{ ok: true; id: string } | { ok: false; id: string; reason: string }> {
  const { client } = ctx;
  const bytes = new TextEncoder().encode(`${[HEADER, ...rows].join('\r\n')}\r\n`);
  const ticket = expectStatus(await client.api(shop, 'POST', '/import-uploads', { importType: 'maintenance', fileName, size: bytes.length }), [200], 'POST /import-uploads');
  const put = await client.upload(ticket.body.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.body.contentType }, body: bytes });
  if (put !== 200) throw new SoakStepError(`the import upload answered ${put}`);
  const started = expectStatus(await client.api(shop, 'POST', '/imports', { importType: 'maintenance', fileKey: ticket.body.fileKey, fileName }), [202], 'POST /imports');
  const id = started.body.importBatchId as string;
  const read = () => client.api(shop, 'GET', `/imports/${id}`);
  const reason = (body: { status?: string; failureMessage?: string; rowErrors?: unknown[] }) =>
    `${String(body.status)}: ${body.failureMessage ?? JSON.stringify(body.rowErrors ?? []).slice(0, 300)}`;
  const checked = await until(`the dry run of ${fileName}`, read, (a) => a.status === 200 && a.body.status !== 'validating');
  if (checked.body.status === 'failed') return { ok: false, id, reason: `dry run ${reason(checked.body)}` };
  if (checked.body.status !== 'ready') throw new SoakStepError(`the dry run of ${fileName} ended ${reason(checked.body)}`);
  expectStatus(await client.api(shop, 'POST', `/imports/${id}/confirm`), [202], 'POST /imports/{id}/confirm');
  const done = await until(`the import of ${fileName}`, read, (a) => a.status === 200 && a.body.status !== 'importing');
  if (done.body.status === 'failed') return { ok: false, id, reason: `import ${reason(done.body)}` };
  if (done.body.status !== 'completed') throw new SoakStepError(`the import of ${fileName} ended ${reason(done.body)}`);
  return { ok: true, id };
}

/**
 * The shop imports the outside shop's invoices twice, the second file updating a record of the first and
 * adding one, then rolls the second back: the tractor's maintenance must read as it did before it.
 */
export async function importRolledBack(ctx: WeekContext, VehicleID: string): Promise<void> {
  const { client, ledger, office } = ctx;
  const shop = office.shop;
  const invoice = (n: number) => `INV-${ctx.stamp}-${n}`.toUpperCase();
  const first = await imported(ctx, shop, `invoices-${ctx.stamp}-1.csv`, [`${VehicleID},${daysAgo(20)},${invoice(1)},Rush Truck Center,In Progress,not filed,no,Tires,500000,200.00,80.00,first visit,,`]);
  ledger.workflow(`maintenance import ${first}`, () => importEnded(ctx, shop, first, ['completed']));
  const beforeRecords = await tractorMaintenance(ctx, VehicleID);
  // Other steps of the week add records to this tractor later (a day's service, a DVIR's repair): the
  // rollback answers for the records there before it and the ones its file named.
  const concerned = new Set([...beforeRecords.map((r) => r.id)]);
  const invoices = new Set([invoice(1), invoice(2)]);
  const view = (records: MaintenanceRecord[]) => JSON.stringify(sorted(records.filter((r) => concerned.has(r.id) || invoices.has(r.ServiceNo ?? ''))), withoutLinks);
  const before = view(beforeRecords);

  const second = await imported(ctx, shop, `invoices-${ctx.stamp}-2.csv`, [
    `${VehicleID},${daysAgo(20)},${invoice(1)},Rush Truck Center,Completed,filed,no,Tires,500000,260.00,80.00,finished,,`,
    `${VehicleID},${daysAgo(12)},${invoice(2)},Rush Truck Center,Completed,filed,yes,PM A,501000,90.00,60.00,new,,`,
  ]);
  const changed = view(await tractorMaintenance(ctx, VehicleID));
  if (changed === before) throw new SoakStepError(`the second import of ${VehicleID}'s invoices changed nothing to roll back`);

  expectStatus(await client.api(shop, 'POST', `/imports/${second}/rollback`, { acceptWarnings: false }), [202], 'POST /imports/{id}/rollback');
  const rolled = await until('the rollback', () => client.api(shop, 'GET', `/imports/${second}`), (a) => a.status === 200 && a.body.status !== 'rolling-back');
  ledger.workflow(`rollback of maintenance import ${second}`, () => importEnded(ctx, shop, second, ['rolled-back', 'failed']));
  if (rolled.body.status !== 'rolled-back') throw new SoakStepError(`the rollback ended ${rolled.body.status}`);
  ledger.restored(`${VehicleID}'s maintenance after the rollback of ${second}`, async () => {
    const after = view(await tractorMaintenance(ctx, VehicleID));
    return after === before ? undefined : `it differs from before the import: ${firstDifference(before, after)}`;
  });
}

async function importEnded(ctx: WeekContext, shop: Session, id: string, ends: readonly string[]): Promise<string | undefined> {
  const reply = await ctx.client.api(shop, 'GET', `/imports/${id}`);
  if (reply.status !== 200) return `GET /imports/{id} answered ${reply.status}`;
  return ends.includes(reply.body.status) ? undefined : `it is ${String(reply.body.status)}`;
}

/** Presigned links change with every read; the record is the rest. */
const withoutLinks = (key: string, value: unknown): unknown => (/url$/i.test(key) ? undefined : value);

const sorted = (records: MaintenanceRecord[]) => [...records].sort((a, b) => a.id.localeCompare(b.id));

function firstDifference(before: string, after: string): string {
  let i = 0;
  while (i < before.length && before[i] === after[i]) i++;
  return `before …${before.slice(Math.max(0, i - 60), i + 60)}…, after …${after.slice(Math.max(0, i - 60), i + 60)}…`;
}
