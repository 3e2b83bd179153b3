import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api, RED_MESA } from './tokens.ts';

/** Jake Thornton, the demo driver with a sign-in, whose punches the timeclock tests send. */
export const JAKE = { email: RED_MESA.driver, DriverID: '1004500' } as const;
const MIN = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** Jake's own weeks as his Timecard reads them: this week (company zone) and last week. */
export async function jakesWeeks() {
  const current = (await api('GET', '/me/timecards', { as: JAKE.email })).body;
  const lastWeekEnding = iso(Date.parse(`${current.weekEnding}T00:00:00Z`) - 7 * 86_400_000).slice(0, 10);
  const last = (await api('GET', `/me/timecards?weekEnding=${lastWeekEnding}`, { as: JAKE.email })).body;
  return [current, last];
}

/**
 * Jake's punches of the last hours would be his "previous punch" and bound the tap times a test sends:
 * his open shift is closed and his shifts of the last six hours removed by the office, as a dispatcher
 * removes test punches.
 */
export async function clearJakesRecentPunches(): Promise<void> {
  const state = await api('GET', '/me/timeclock', { as: JAKE.email });
  if (state.body.open) expect((await api('POST', '/me/timeclock/out', { as: JAKE.email, body: { punchKey: randomUUID() } })).status).toBe(200);
  for (const week of await jakesWeeks()) {
    const office = (await api('GET', `/timecards/${JAKE.DriverID}?weekEnding=${week.weekEnding}`, { as: RED_MESA.dispatch })).body;
    for (const shift of office.shifts) {
      if (Date.parse(shift.out ?? shift.in) < Date.now() - 6 * 60 * MIN) continue;
      const gone = await api('DELETE', `/timecards/${JAKE.DriverID}/shifts/${shift.punchId}`, { as: RED_MESA.dispatch, body: { version: shift.version, reason: 'Test punches' } });
      expect([204, 404]).toContain(gone.status);
    }
  }
}

/** One of Jake's punches as the phone's outbox sends it: `phoneAhead` is how far his phone's clock runs ahead of the server's. */
export function jakesPunch(kind: 'in' | 'out', tapped: number, opts: { punchKey?: string; phoneAhead?: number } = {}) {
  const ahead = opts.phoneAhead ?? 0;
  return api('POST', `/me/timeclock/${kind}`, { as: JAKE.email, body: { punchKey: opts.punchKey ?? randomUUID(), tappedAt: iso(tapped + ahead), sentAt: iso(Date.now() + ahead) } });
}
