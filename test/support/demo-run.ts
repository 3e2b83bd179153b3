import { expect } from 'vitest';
import { waitFor } from './poll.ts';
import { api, RED_MESA } from './tokens.ts';

/** The seeded demo week; Hank Nguyen has a $60 fixed per diem in it. */
export const DEMO_RUN = '2026-01-03';

/** The demo run, calculated through the API when no test has calculated it yet. */
export async function processedDemoRun(): Promise<{ status: string; TotalCompensation: number }> {
  const as = RED_MESA.payroll;
  const now = await api('GET', `/payruns/${DEMO_RUN}`, { as });
  if (now.body.status === 'processed') return now.body;
  if (now.body.status !== 'calculating') {
    const started = await api('POST', `/payruns/${DEMO_RUN}/calculations`, { as, body: {} });
    // Another test file may have started it a moment ago.
    expect([202, 409], JSON.stringify({ run: now.body.status, started: started.body })).toContain(started.status);
  }
  return (await waitFor(() => api('GET', `/payruns/${DEMO_RUN}`, { as }), (a) => a.body.status === 'processed' || a.body.status === 'failed')).body;
}
