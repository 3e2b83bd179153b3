import type { Session } from '#lib/soak/client';
import { expectStatus, SoakStepError } from '#lib/soak/step-error';
import type { WeekContext } from '#lib/soak/week-context';

const MIN = 60_000;

export interface Timeclock {
  /** The shifts the driver's punches made, by punchId. */
  readonly punchIds: string[];
  /** How many minutes before now the first punch of the week is tapped. */
  readonly startMinutesAgo: number;
}

/** The driver's shifts are tapped an hour apart, 45 minutes each, ending before now: the soak's days are minutes of wall time. */
export function timeclockFor(days: number): Timeclock {
  return { punchIds: [], startMinutesAgo: days * 60 + 10 };
}

/**
 * A day's shift from the driver's phone: clock in and clock out, each tapped earlier than sent (so the
 * shift has minutes) and each sent again under its punchKey, as the outbox does when it lost the answer.
 */
export async function shiftPunched(ctx: WeekContext, driver: Session, clock: Timeclock, day: number): Promise<void> {
  const { client, random } = ctx;
  const tappedIn = Date.now() - (clock.startMinutesAgo - day * 60) * MIN;
  let punchId = '';
  for (const [kind, tapped] of [['in', tappedIn], ['out', tappedIn + 45 * MIN]] as const) {
    const punchKey = random.uuid();
    const body = { punchKey, tappedAt: new Date(tapped).toISOString(), sentAt: new Date().toISOString() };
    const first = expectStatus(await client.api(driver, 'POST', `/me/timeclock/${kind}`, body), [200, 201], `POST /me/timeclock/${kind}`);
    const replay = expectStatus(await client.api(driver, 'POST', `/me/timeclock/${kind}`, { ...body, sentAt: new Date().toISOString() }), [200, 201], `POST /me/timeclock/${kind} (outbox replay)`);
    if (replay.body.punchId !== first.body.punchId) throw new SoakStepError(`the replayed clock-${kind} answered shift ${String(replay.body.punchId)}, not ${String(first.body.punchId)}`);
    punchId = first.body.punchId as string;
  }
  clock.punchIds.push(punchId);
}

/**
 * The dispatcher approves the driver's week for pay. Promised: each punched shift on his card once and
 * no other, and the approved cards' minutes adding up to the week's total.
 */
export async function weekApproved(ctx: WeekContext, driver: Session, DriverID: string, clock: Timeclock): Promise<void> {
  const { client, ledger, office } = ctx;
  const own = expectStatus(await client.api(driver, 'GET', '/me/timecards'), [200], 'GET /me/timecards');
  const weekEnding = own.body.weekEnding as string;
  const path = `/timecards/${DriverID}?weekEnding=${weekEnding}`;
  const week = expectStatus(await client.api(office.dispatch, 'GET', path), [200], 'GET /timecards/{driverId}');
  const approved = await client.api(office.dispatch, 'POST', `/timecards/${DriverID}/approve`, { weekEnding, version: week.body.approval.version });
  expectStatus(approved, [200], 'POST /timecards/{driverId}/approve');

  ledger.once(`${DriverID}'s punched shifts`, async () => {
    const weeks = [weekEnding, new Date(Date.parse(`${weekEnding}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10)];
    const shifts: { punchId: string }[] = [];
    for (const w of weeks) shifts.push(...((await client.api(office.dispatch, 'GET', `/timecards/${DriverID}?weekEnding=${w}`)).body?.shifts ?? []));
    const ids = [...new Set(shifts.map((s) => s.punchId))];
    const missing = clock.punchIds.filter((id) => !ids.includes(id));
    if (missing.length > 0) return `shifts not on his card: ${missing.join(', ')}`;
    return ids.length === clock.punchIds.length ? undefined : `his card has ${ids.length} shifts for ${clock.punchIds.length} punched`;
  });
  ledger.reconciles(`${DriverID}'s approved week ${weekEnding}: the cards add up to the week's minutes`, async () => {
    const now = await client.api(office.dispatch, 'GET', path);
    const approval = now.body?.approval as { approved: boolean; cards: { minutes: number }[] } | undefined;
    if (!approval?.approved) return 'the week is not approved';
    const carded = approval.cards.reduce((s, c) => s + c.minutes, 0);
    return carded === now.body.totalMinutes ? undefined : `the approved cards add up to ${carded} minutes, the week to ${String(now.body.totalMinutes)}`;
  });
}
