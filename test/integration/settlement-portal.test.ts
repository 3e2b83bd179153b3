import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, formatUsDate, weekdayOf } from '#shared/dates/calendar-day';
import { readDate } from '#shared/dates/read-date';
import { localDay } from '#shared/telematics/local-day';
import { RED_MESA as RED_MESA_SEED } from '#lib/local/seed/demo-companies';
import { freshCompany, type FreshCompany } from '../support/fresh-company.ts';
import { waitFor } from '../support/poll.ts';
import { api, RED_MESA } from '../support/tokens.ts';

const today = readDate(localDay(Date.now(), RED_MESA_SEED.timeZone));
const lastSaturday = addDays(today, -weekdayOf(today) - 1);

let company: FreshCompany;
const as = () => ({ token: company.owner.idToken });
const portalLogin = (overrides: Record<string, string> = {}) => ({
  companyLogin: `${company.companyId}-payroll`, companyPassword: 'portal-pass', clientContractID: 'SIM-1', clientContractVID: 'SIM-V1', ...overrides,
});
const saveLogin = async (overrides: Record<string, string> = {}) => {
  const saved = await api('PUT', '/integrations/settlement-portal/credentials', { ...as(), body: portalLogin(overrides) });
  expect(saved.status).toBe(200);
};
const connection = async () => ((await api('GET', '/integrations', as())).body.integrations as { system: string; state: string; lastCode?: string }[]).find((c) => c.system === 'settlement-portal')!;

beforeAll(async () => {
  company = await freshCompany('portal');
});

describe('settlement portal import', () => {
  it("says to save the portal login first when none is saved, and nothing changes", async () => {
    const run = await api('POST', '/payruns', { ...as(), body: { weekEnding: formatIsoDate(addDays(lastSaturday, -14)) } });
    expect(run.status).toBe(201);
    const answer = await api('POST', '/settlement-portal/imports', { ...as(), body: { PayRunID: run.body.PayRunID } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('settlement portal login');
    expect((await api('GET', `/payruns/${run.body.PayRunID}`, as())).body.status).toBe('draft');
  });

  it('answers a wrong login 422 with its code, records the connection failed, and leaves the run as it was', async () => {
    const run = await api('POST', '/payruns', { ...as(), body: { weekEnding: formatIsoDate(addDays(lastSaturday, -7)) } });
    await saveLogin({ companyPassword: 'wrong' });
    const answer = await api('POST', '/settlement-portal/imports', { ...as(), body: { PayRunID: run.body.PayRunID } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'login_failed', system: 'settlement-portal' });
    expect(await connection()).toMatchObject({ state: 'failed', lastCode: 'login_failed' });
    expect((await api('GET', `/payruns/${run.body.PayRunID}`, as())).body.status).toBe('draft');
  });

  it('answers 502 with the code when the portal is down or never answers, 404 naming the week for a week not posted yet', async () => {
    const run = await api('POST', '/payruns', { ...as(), body: { weekEnding: formatIsoDate(addDays(lastSaturday, 7)) } });
    expect(run.status).toBe(201);
    await saveLogin({ companyLogin: `${company.companyId}+down` });
    const down = await api('POST', '/settlement-portal/imports', { ...as(), body: { PayRunID: run.body.PayRunID } });
    expect(down.status).toBe(502);
    expect(down.body).toMatchObject({ code: 'portal_unavailable', system: 'settlement-portal' });

    // A portal that never answers: the route answers network_error well before the function's own 10 s limit.
    await saveLogin({ companyLogin: `${company.companyId}+slow` });
    const started = Date.now();
    const slow = await api('POST', '/settlement-portal/imports', { ...as(), body: { PayRunID: run.body.PayRunID } });
    expect(slow.status).toBe(502);
    expect(slow.body).toMatchObject({ code: 'network_error', system: 'settlement-portal' });
    expect(Date.now() - started).toBeLessThan(9_000);

    await saveLogin();
    const notYet = await api('POST', '/settlement-portal/imports', { ...as(), body: { PayRunID: run.body.PayRunID } });
    expect(notYet.status).toBe(404);
    expect(notYet.body.message).toBe(`No settlement file for week ending ${formatUsDate(addDays(lastSaturday, 7))} yet.`);
    const retry = await api('POST', '/settlement-portal/retries', { ...as(), body: { PayRunID: run.body.PayRunID, settlementWeekEnding: formatIsoDate(addDays(lastSaturday, 14)) } });
    expect(retry.status).toBe(404);
    expect(retry.body.message).toContain(formatUsDate(addDays(lastSaturday, 14)));
  });

  it("imports the run's week from the portal into a new run, which reaches the imported state", async () => {
    await saveLogin();
    const run = await api('POST', '/payruns', { ...as(), body: { weekEnding: formatIsoDate(lastSaturday) } });
    expect(run.status).toBe(201);
    const started = await api('POST', '/settlement-portal/imports', { ...as(), body: { PayRunID: run.body.PayRunID } });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ importType: 'payroll', status: 'importing', PayRunID: run.body.PayRunID });
    expect(started.body.fileName).toMatch(/^settlement-SIM-1-.*\.csv$/);
    const done = await waitFor(() => api('GET', `/imports/${started.body.importBatchId}`, as()), (a) => a.body.status !== 'importing');
    expect(done.body.status).toBe('completed');
    const after = await api('GET', `/payruns/${run.body.PayRunID}`, as());
    expect(after.body.status).toBe('imported');
    expect(await connection()).toMatchObject({ state: 'connected' });
    // A second fetch into the same run is refused before the portal is called: the run has its statement.
    const again = await api('POST', '/settlement-portal/imports', { ...as(), body: { PayRunID: run.body.PayRunID } });
    expect(again.status).toBe(409);
  });

  it('retries a named week into a run', async () => {
    const run = await api('POST', '/payruns', { ...as(), body: { weekEnding: formatIsoDate(addDays(lastSaturday, -21)) } });
    const started = await api('POST', '/settlement-portal/retries', { ...as(), body: { PayRunID: run.body.PayRunID, settlementWeekEnding: formatIsoDate(addDays(lastSaturday, -21)) } });
    expect(started.status).toBe(202);
    expect(started.body.fileName).toContain(formatIsoDate(addDays(lastSaturday, -21)));
  });
});

describe('settlement portal routes: who may call, and what', () => {
  it('refuses a dispatcher and a driver (403), an empty body and a 2,000-character id (400 naming the field)', async () => {
    expect((await api('POST', '/settlement-portal/imports', { as: RED_MESA.dispatch, body: { PayRunID: '2026-01-03' } })).status).toBe(403);
    expect((await api('POST', '/settlement-portal/retries', { as: RED_MESA.driver, body: { PayRunID: '2026-01-03', settlementWeekEnding: '2026-01-03' } })).status).toBe(403);
    const empty = await api('POST', '/settlement-portal/imports', { as: RED_MESA.payroll, body: {} });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('PayRunID');
    const long = await api('POST', '/settlement-portal/retries', { as: RED_MESA.payroll, body: { PayRunID: 'x'.repeat(2000), settlementWeekEnding: 'soon' } });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toMatch(/PayRunID|settlementWeekEnding/);
  });

  it("refuses Red Mesa's calculated week (it has its statement) without calling the portal, and a run of another company is 404", async () => {
    const { payRuns } = (await api('GET', '/payruns', { as: RED_MESA.payroll })).body as { payRuns: { id: string; status: string }[] };
    const processed = payRuns.filter((r) => r.status === 'processed').pop()!;
    expect((await api('POST', '/settlement-portal/imports', { as: RED_MESA.payroll, body: { PayRunID: processed.id } })).status).toBe(409);
    expect((await api('POST', '/settlement-portal/imports', { ...as(), body: { PayRunID: processed.id } })).status).toBe(404);
  });
});
