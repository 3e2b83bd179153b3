import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, weekdayOf } from '#shared/dates/calendar-day';
import { readDate } from '#shared/dates/read-date';
import { readStatement } from '#shared/statement/read-statement';
import { localDay } from '#shared/telematics/local-day';
import { RED_MESA as RED_MESA_SEED } from '#lib/local/seed/demo-companies';
import Papa from 'papaparse';
import { OutsidePortError } from '#lambdas/integrations/outside-port';
import { createSettlementPortalClient } from '#lambdas/integrations/settlement-portal/client';
import type { PortalLogin } from '#lambdas/integrations/settlement-portal/port';
import { RED_MESA_CONTRACT } from '#lib/local/simulators/settlement-portal';
import { cloud } from '../support/cloud-context.ts';

const portal = (timeoutMs?: number) => createSettlementPortalClient({ baseUrl: `${cloud().baseUrl}/_sim/settlement-portal`, ...(timeoutMs ? { timeoutMs } : {}) });
const today = readDate(localDay(Date.now(), RED_MESA_SEED.timeZone));
const lastSaturday = addDays(today, -weekdayOf(today) - 1);
const iso = formatIsoDate;

const fresh = (overrides: Partial<PortalLogin> = {}): PortalLogin => ({
  companyLogin: `contract-${Date.now()}`, companyPassword: 'portal-pass', clientContractID: 'SIM-1', clientContractVID: 'SIM-V1', ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<OutsidePortError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(OutsidePortError);
  return error as OutsidePortError;
}

function statementOf(body: Uint8Array) {
  const rows = Papa.parse<string[]>(new TextDecoder().decode(body), { skipEmptyLines: true }).data;
  return readStatement(rows);
}

describe('settlement portal client against its simulator', () => {
  it("downloads a fresh contract's week as a statement the import reads: two trips and a fuel purchase", async () => {
    const file = await portal().settlementFor(fresh(), iso(lastSaturday));
    expect(file.weekEnding).toBe(iso(lastSaturday));
    expect(file.fileName).toMatch(/\.csv$/);
    const read = statementOf(file.body);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.trips).toHaveLength(2);
    expect(read.fuel).toHaveLength(1);
  });

  it("serves Red Mesa's contract its own fleet's week, and the latest posted week is last Saturday", async () => {
    const login = fresh({ ...RED_MESA_CONTRACT });
    const file = await portal().latestSettlement(login);
    expect(file.weekEnding).toBe(iso(lastSaturday));
    const read = statementOf(file.body);
    expect(read.ok).toBe(true);
    if (read.ok) expect(new Set(read.trips.map((t) => t.VehicleID)).size).toBeGreaterThan(5);
  });

  it('answers not_found for a week not posted yet (this coming Saturday) and for a day that is not a Saturday', async () => {
    const coming = addDays(lastSaturday, 7);
    const notYet = await failure(portal().settlementFor(fresh(), iso(coming)));
    expect(notYet.code).toBe('not_found');
    expect(notYet.message).toContain(`${iso(coming).slice(5, 7)}/${iso(coming).slice(8, 10)}/${iso(coming).slice(0, 4)}`);
    expect((await failure(portal().settlementFor(fresh(), iso(addDays(lastSaturday, -1))))).code).toBe('not_found');
  });

  it('answers login_failed for a wrong password and for a contract the login does not hold', async () => {
    expect((await failure(portal().settlementFor(fresh({ companyPassword: 'wrong' }), iso(lastSaturday)))).code).toBe('login_failed');
    expect((await failure(portal().settlementFor(fresh({ clientContractID: 'OTHER-9' }), iso(lastSaturday)))).code).toBe('login_failed');
  });

  it('answers portal_unavailable when the portal is down, network_error when it never answers, bad_file for a page instead of a CSV', async () => {
    const down = await failure(portal().settlementFor(fresh({ companyLogin: `x-${Date.now()}+down` }), iso(lastSaturday)));
    expect(down).toMatchObject({ code: 'portal_unavailable', status: 503 });
    const started = Date.now();
    const slow = await failure(portal(500).settlementFor(fresh({ companyLogin: `x-${Date.now()}+slow` }), iso(lastSaturday)));
    expect(slow.code).toBe('network_error');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await failure(portal().settlementFor(fresh({ clientContractVID: 'SIM-BADFILE' }), iso(lastSaturday)))).code).toBe('bad_file');
  });

  it('answers network_error when nothing listens at the address', async () => {
    const nowhere = createSettlementPortalClient({ baseUrl: 'http://127.0.0.1:9/_sim/settlement-portal', timeoutMs: 2_000 });
    expect((await failure(nowhere.settlementFor(fresh(), iso(lastSaturday)))).code).toBe('network_error');
  });
});
