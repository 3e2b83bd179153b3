import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';

let own: OwnCloud;
beforeAll(async () => { own = await startOwnCloud('schedule-link-'); }, 120_000);
afterAll(async () => { await own?.stop(); });

async function read(token: string): Promise<number> {
  return (await fetch(`${own.cloud.apiUrl}/schedule-link/schedule`, { headers: { 'x-schedule-link': token, 'x-app-version': '3.21.1' } })).status;
}

describe('a schedule link', () => {
  it('opens the schedule until its expiry time, then answers 401', async () => {
    const { createScheduleLink } = await import('#lambdas/schedules/link-tokens');
    const live = await createScheduleLink('red-mesa-freight', '1004500', 1, 'test');
    expect(await read(live.token)).toBe(200);
    const expired = await createScheduleLink('red-mesa-freight', '1004500', 7, 'test', Date.now() - 7 * 86_400_000 - 1000);
    expect(await read(expired.token)).toBe(401);
  });
});
