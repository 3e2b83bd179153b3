import { beforeAll, describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-context.ts';
import { idTokenFor, api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';
import { FIXTURE_STATEMENT, calculate, createRun, importStatement, uploadStatement } from '../support/payroll-flow.ts';

const RUN = '2026-01-31';
const PAYROLL = RED_MESA.payroll;

async function download(path: string, as: string): Promise<Response> {
  return fetch(`${cloud().apiUrl}${path}`, { headers: { authorization: `Bearer ${await idTokenFor(as)}`, 'x-app-version': '3.21.1' } });
}

describe('reports and pay documents', () => {
  beforeAll(async () => {
    await createRun(PAYROLL, RUN);
    await importStatement(PAYROLL, RUN, await uploadStatement(PAYROLL, FIXTURE_STATEMENT));
    expect((await calculate(PAYROLL, RUN)).body.status).toBe('processed');
  }, 180_000);

  it('totals the run per driver and per vehicle', async () => {
    const report = (await api('GET', `/payruns/${RUN}/report`, { as: PAYROLL })).body;
    const run = (await api('GET', `/payruns/${RUN}`, { as: PAYROLL })).body;
    expect(report.totals).toMatchObject({ drivers: 19, vehicles: 15, trips: 95, totalCompensation: run.TotalCompensation });
    const byDrivers = report.drivers.reduce((s: number, d: { totalCompensation: number }) => s + Math.round(d.totalCompensation * 100), 0);
    expect(byDrivers).toBe(Math.round(run.TotalCompensation * 100));
  });

  it('lists driver reports with the missing-run flag, which can be resolved and saved', async () => {
    const reports = (await api('GET', `/payruns/${RUN}/driver-reports`, { as: PAYROLL })).body;
    expect(reports.MissingRunFlags).toEqual([expect.objectContaining({ TripNumber: '7730991', DriverID: '1009876', resolved: false })]);
    const resolved = await api('PUT', `/payruns/${RUN}/missing-runs/7730991`, { as: PAYROLL, body: { resolved: true } });
    expect(resolved.body).toMatchObject({ resolved: true, resolvedBy: 'Marcus Bell' });
    await calculate(PAYROLL, RUN);
    const again = (await api('GET', `/payruns/${RUN}/driver-reports`, { as: PAYROLL })).body;
    expect(again.MissingRunFlags[0]).toMatchObject({ TripNumber: '7730991', resolved: true });
  }, 120_000);

  it('makes the PDF on the server, named after the driver', async () => {
    const answer = await download(`/payruns/${RUN}/paydocs/1004500/pdf`, RED_MESA.driver);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="Jake Thornton-1004500.pdf"');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(`/payruns/${RUN}/paydocs/1004501/pdf`, RED_MESA.driver)).status).toBe(403);
  });

  it('shares a pay document only through a signed link', async () => {
    const link = await api('POST', `/payruns/${RUN}/paydocs/1004500/link`, { as: RED_MESA.driver });
    expect(link.status).toBe(200);
    expect(new Date(link.body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const signed = await fetch(link.body.url);
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // As in AWS, only the link's own signature opens it: a forged signature or a longer life is refused.
    const query = new URL(link.body.url).searchParams;
    expect(query.get('X-Amz-Expires')).toBe('900');
    const signature = query.get('X-Amz-Signature')!;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    for (const forged of [link.body.url.replace(signature, '0'.repeat(64)), link.body.url.replace('X-Amz-Expires=900', 'X-Amz-Expires=604800')]) {
      const refused = await fetch(forged);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    }
    const unsigned = new URL(link.body.url);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).toBe(403);
    expect(link.body.url).not.toContain('1004500_');
    expect((await api('POST', `/payruns/${RUN}/paydocs/1004500/link`, { as: BLUE_RIDGE.owner })).status).toBe(404);
  });

  it("gives a driver his own pay history, newest first, and nobody else's", async () => {
    const mine = await api('GET', '/me/paydocs', { as: RED_MESA.driver });
    expect(mine.status).toBe(200);
    const runs = mine.body.payDocs.map((d: { PayRunID: string }) => d.PayRunID);
    // His 12 newest pay documents: this file's run among them, unless 12 newer weeks came before it (the demo calculates its last 12).
    expect(runs.includes(RUN) || (runs.length === 12 && runs.at(-1)! > RUN), JSON.stringify(runs)).toBe(true);
    expect(runs).toEqual([...runs].sort().reverse());
    expect(mine.body.payDocs.length).toBeLessThanOrEqual(12);
    expect(mine.body.payDocs.every((d: { PayDocID: string }) => d.PayDocID.endsWith('_1004500'))).toBe(true);
    expect((await api('GET', '/me/paydocs', { as: BLUE_RIDGE.driver })).body.payDocs).toEqual([]);
  });
});
