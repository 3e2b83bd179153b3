import { addDays, weekOf } from '#shared/schedules/week';
import { expectStatus } from '#lib/soak/step-error';
import type { WeekContext } from '#lib/soak/week-context';

interface Entry { DriverID: string; day: string; state: string; version: number }

/**
 * Dispatch plans the new driver's days of a week of the seed's own (far from the demo's), as drafts on the
 * week board, and publishes the week, which tells him in his chat. A day already on the board (a second
 * run on the same cloud) is saved over with the version read, as the board does.
 */
export async function weekPublished(ctx: WeekContext, DriverID: string, VehicleID: string, seed: number, days: number): Promise<void> {
  const { client, ledger, office, random } = ctx;
  const week = weekOf(addDays('2033-01-03', 7 * (seed % 500)));
  const board = expectStatus(await client.api(office.dispatch, 'GET', `/schedules/week?week=${week}`), [200], 'GET /schedules/week');
  const planned: string[] = [];
  for (let d = 0; d < Math.min(days, 7); d++) {
    const day = addDays(week, d);
    const known = (board.body.entries as Entry[]).find((e) => e.DriverID === DriverID && e.day === day);
    const body = {
      DriverID, day, VehicleID, RunType: 'LINEHAUL', startTime: `0${random.int(5, 8)}:30`, legs: [{ origin: 'PHX', destination: random.pick(['ELP', 'ABQ']) }], notes: 'Yard gate 4',
      ...(known ? { version: known.version } : {}),
    };
    expectStatus(await client.api(office.dispatch, 'PUT', '/schedules/entries', body), [200, 201], 'PUT /schedules/entries');
    planned.push(day);
  }
  expectStatus(await client.api(office.dispatch, 'POST', '/schedules/publish', { week }), [200], 'POST /schedules/publish');
  ledger.once(`${DriverID}'s published days of ${week}`, async () => {
    const now = await client.api(office.dispatch, 'GET', `/schedules/week?week=${week}`);
    const mine = (now.body?.entries as Entry[] | undefined)?.filter((e) => e.DriverID === DriverID) ?? [];
    for (const day of planned) {
      const onDay = mine.filter((e) => e.day === day);
      if (onDay.length !== 1) return `${day} is on the board ${onDay.length} times`;
      if (onDay[0]!.state !== 'published') return `${day} is ${onDay[0]!.state}, not published`;
    }
    return mine.length === planned.length ? undefined : `the board has ${mine.length} of his days, ${planned.length} planned`;
  });
}
