import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalCloud } from '#lib/local/cloud';
import { RED_MESA } from '#lib/local/seed/demo-companies';
import { p95 } from './support/samples.ts';
import { signIn } from './support/sign-in.ts';

const RECORDS = 50_000;
const MONTHS = 60;
const TRACTORS = 200;
const SEARCHES = 300;
const BASELINE_QUERIES = 300;
const PROVIDERS = ['Speedco #412', 'Rush Truck Center', 'TA Truck Service', "Love's Truck Care", 'Penske Shop 18', 'Fleet Pride Tucson'];

function monthDay(m: number, i: number): string {
  const year = 2022 + Math.floor(m / 12);
  return `${year}-${String((m % 12) + 1).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
}

/**
 * Maintenance search over 50,000 records (60 months of a 200-tractor fleet) through the real route
 * (HTTP gateway, token check, handler, the search index), against a single DynamoDB Query of 50 items
 * on the same DynamoDB Local: p95 of each, and their ratio (budget 3).
 */
export async function bench() {
  const dataDir = await mkdtemp(join(tmpdir(), 'maint-search-bench-'));
  const cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: true, schedule: false, webDist: join(dataDir, 'no-web') });
  try {
    const { maintenanceRecordEntity } = await import('#lambdas/data/entities/maintenance-record');
    const { batchPut } = await import('#lambdas/data/batch');
    const { rebuildSearchMonths } = await import('#lambdas/maintenance/search/search-index');
    const companyId = RED_MESA.companyId;
    const items = Array.from({ length: RECORDS }, (_, i) => {
      const m = i % MONTHS;
      const ServiceDate = monthDay(m, i);
      const t = i % TRACTORS;
      const inProgress = i % 97 === 0;
      return {
        companyId, VehicleID: String(600_000 + t), ServiceDate, id: `b${String(i).padStart(6, '0')}`,
        listName: inProgress ? ('in-progress' as const) : ('completed' as const), year: ServiceDate.slice(0, 4),
        Vin: `1XKYD49X0N${String(100_000 + t * 7).padStart(7, '0')}`, Domicile: RED_MESA.domiciles[t % RED_MESA.domiciles.length]!,
        ServiceStatus: inProgress ? ('In Progress' as const) : ('Completed' as const), ServiceMonth: `${ServiceDate.slice(5, 7)}-${ServiceDate.slice(0, 4)}`,
        ServiceDateString: ServiceDate, status: 'filed' as const, isPM: i % 3 === 0, serviceType: i % 3 === 0 ? 'PM A' : 'Repair',
        ServiceNo: `WO-${String(i).padStart(6, '0')}`, ServiceProvider: PROVIDERS[i % PROVIDERS.length]!, filename: i % 4 === 0 ? `inv-${i}.pdf` : '',
        notes: '', costLines: [], partsTotal: 0, labourTotal: 0, total: 0, updatedOn: '2026-01-01T00:00:00.000Z', updatedBy: 'bench', version: 1,
      };
    });
    await batchPut(maintenanceRecordEntity(), items);
    const months = [...new Set(items.map((i) => i.ServiceDate.slice(0, 7)))];
    await rebuildSearchMonths(companyId, months);

    const token = await signIn(cloud, 'shop@redmesa.test');
    const search = async (body: unknown) => {
      const started = performance.now();
      const response = await fetch(`${cloud.apiUrl}/maintenance/search`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-app-version': '3.21.1' }, body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { results?: unknown[] };
      if (response.status !== 200 || !answer.results) throw new Error(`search answered ${response.status}`);
      return performance.now() - started;
    };
    const vins = items.slice(0, 25).map((i) => i.Vin);
    const requests = (n: number) => {
      switch (n % 6) {
        case 0: return { searchTerm: String(600_000 + (n % TRACTORS)) };
        case 1: return { searchTerm: PROVIDERS[n % PROVIDERS.length]!.slice(0, 6).toLowerCase() };
        case 2: return { searchTerm: `WO-0${String(n * 131 % 50_000).padStart(5, '0').slice(0, 3)}` };
        case 3: return { searchTerm: 'inv-', serviceStatus: 'Completed' };
        case 4: return { searchTerm: 'wo-', vinList: vins, domiciles: ['PHX', 'ABQ'] };
        default: return { searchTerm: 'no such record anywhere' };
      }
    };
    // Warm the container (the first search reads the index), as a warm Lambda would have.
    await search({ searchTerm: 'WO-' });
    const searchMs: number[] = [];
    for (let n = 0; n < SEARCHES; n++) searchMs.push(await search(requests(n)));

    const queryMs: number[] = [];
    for (let n = 0; n < BASELINE_QUERIES; n++) {
      const started = performance.now();
      const { data } = await maintenanceRecordEntity().query.byList({ companyId, listName: 'completed', year: String(2022 + (n % 5)) }).go({ limit: 50 });
      queryMs.push(performance.now() - started);
      if (data.length !== 50) throw new Error(`baseline query read ${data.length} items`);
    }
    const searchP95 = p95(searchMs);
    const queryP95 = p95(queryMs);
    return [
      { name: `maintenance-search-${RECORDS}-records-p95`, value: Math.round(searchP95 * 10) / 10, unit: 'ms' },
      { name: 'dynamodb-query-50-items-p95', value: Math.round(queryP95 * 10) / 10, unit: 'ms' },
      { name: 'maintenance-search-ratio-to-query', value: Math.round((searchP95 / queryP95) * 100) / 100, unit: 'x', budget: 3 },
    ];
  } finally {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
