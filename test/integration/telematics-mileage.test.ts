import { describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-context.ts';
import { api, RED_MESA } from '../support/tokens.ts';

/** A retired tractor without demo history (its odometer is 586,500): every mile below comes from this test. */
const TRACTOR = '410214';

function redMesaDay(offsetDays: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + offsetDays)).toISOString().slice(0, 10);
}

async function post(key: string, events: unknown[]) {
  const response = await fetch(`${cloud().apiUrl}/telematics/events`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ events }) });
  return { status: response.status, body: (await response.json()) as any };
}

let n = 0;
/** Wall-clock times without an offset are the company's time (Red Mesa's America/Phoenix). */
const at = (day: string, time: string, odometer: number, stateProv: string) =>
  ({ eventId: `mi-${++n}-${day}${time}`, eventType: 'T.2.06.0', tractorID: TRACTOR, posTimeStamp: `${day}T${time}:00`, odometer, stateProv, country: 'US', lat: 31.9, lon: -106.5, speed: 60, ignition: 'on' });

async function history(): Promise<Map<string, { odoStart: number; odoStop: number; miles: number; states: { state: string; miles: number }[] }>> {
  const answer = await api('GET', `/tractors/${TRACTOR}/odometer-history`, { as: RED_MESA.shop });
  expect(answer.status).toBe(200);
  expect(answer.body.items).toHaveLength(31);
  return new Map(answer.body.items.map((d: { date: string }) => [d.date, d]));
}

const statesOf = (day: { states: { state: string; miles: number }[] } | undefined) => Object.fromEntries((day?.states ?? []).map((s) => [s.state, s.miles]));

describe('daily mileage by state from the feed', () => {
  it('splits miles at a state line and gives a segment across local midnight to the day it started', async () => {
    const created = await api('POST', '/telematics/keys', { as: RED_MESA.owner, body: { label: 'mileage test' } });
    const key = created.body.key as string;
    const day = redMesaDay(-3);
    const next = redMesaDay(-2);
    const answer = await post(key, [
      at(day, '22:00', 600_000, 'TX'), at(day, '22:30', 600_030, 'TX'), at(day, '23:00', 600_060, 'NM'), at(day, '23:45', 600_100, 'NM'),
      at(next, '00:15', 600_130, 'NM'), at(next, '01:00', 600_170, 'NM'),
    ]);
    expect(answer.body).toMatchObject({ accepted: 6, refused: [] });
    let days = await history();
    expect(days.get(day)).toMatchObject({ odoStart: 600_000, odoStop: 600_130, miles: 130 });
    expect(statesOf(days.get(day))).toEqual({ TX: 60, NM: 70 });
    expect(days.get(next)).toMatchObject({ odoStart: 600_130, odoStop: 600_170, miles: 40 });
    expect(statesOf(days.get(next))).toEqual({ NM: 40 });

    // Later batches continue the track in time order: their miles add to the day they start in.
    const intoArizona = at(next, '02:00', 600_230, 'AZ');
    expect((await post(key, [intoArizona])).body.accepted).toBe(1);
    days = await history();
    expect(statesOf(days.get(next))).toEqual({ NM: 100 });

    // Out of order: the touched days are computed again from their positions, never added twice.
    expect((await post(key, [at(day, '22:15', 600_015, 'TX'), at(day, '21:00', 599_950, 'TX')])).body.accepted).toBe(2);
    days = await history();
    expect(statesOf(days.get(day))).toEqual({ TX: 110, NM: 70 });
    expect(days.get(day)).toMatchObject({ odoStart: 599_950, odoStop: 600_130, miles: 180 });
    expect(statesOf(days.get(next))).toEqual({ NM: 100 });

    // A re-sent batch is all duplicates and adds nothing.
    expect((await post(key, [intoArizona])).body).toMatchObject({ accepted: 0, duplicates: 1 });
    expect(statesOf((await history()).get(next))).toEqual({ NM: 100 });
  });
});
