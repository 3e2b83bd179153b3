import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';

/** The scheduled `mmr-report` renderer, run directly on this file's own cloud as the send job runs it. */
const SHOP = 'shop@redmesa.test';
const COMPANY = 'red-mesa-freight';
let own: OwnCloud;

beforeAll(async () => { own = await startOwnCloud('reports-mmr-renderer-test-'); }, 120_000);
afterAll(async () => { await own?.stop(); });

function monthsAgo(n: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 15)).toISOString().slice(0, 7);
}

describe('scheduled MMR report', () => {
  it('renders the zip of the month holding the period\'s last day, building the month first when nobody has', async () => {
    const month = monthsAgo(3);
    expect((await own.call(SHOP, 'GET', `/mmr/${month}`)).body.built).toBe(false);
    const { REPORT_RENDERERS } = await import('#lambdas/reports/report-renderers');
    const render = await REPORT_RENDERERS['mmr-report']!();
    const file = await render(COMPANY, { from: `${month}-01`, to: `${month}-20` });
    expect(file.contentType).toBe('application/zip');
    expect(file.fileName).toMatch(new RegExp(`-${month}-MMR\\.zip$`));
    const listed = await own.call(SHOP, 'GET', `/mmr/${month}`);
    expect(listed.body.built).toBe(true);
    const names = Object.keys(unzipSync(file.body)).sort();
    expect(names).toEqual(listed.body.records.map((r: { VehicleID: string }) => `${r.VehicleID}-${month}-MMR.pdf`).sort());
  });
});
