import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearJakesRecentPunches, JAKE, jakesPunch, jakesWeeks } from '../support/punches.ts';
import { api } from '../support/tokens.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, demoSignIn, DESKTOP, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';

const chromiumSession = chromiumPerFile();
const MIN = 60_000;

const minutesOf = (text: string | null) => {
  const [h, m] = (text ?? '').split(':').map(Number);
  return h! * 60 + m!;
};

let late: { punchId: string; in: string; out: string };
let flagged: { punchId: string };

beforeAll(async () => {
  await clearJakesRecentPunches();
  // Clocked in and out offline, both punches sent an hour later from the phone's queue.
  const now = Date.now();
  expect((await jakesPunch('in', now - 180 * MIN)).status).toBe(200);
  late = (await jakesPunch('out', now - 65 * MIN)).body;
  // A clock-out whose phone time is before its clock-in: stamped at arrival and flagged.
  const clockIn = await api('POST', '/me/timeclock/in', { as: JAKE.email, body: { punchKey: randomUUID() } });
  flagged = (await jakesPunch('out', Date.parse(clockIn.body.in) - 30 * MIN)).body;
  expect(flagged).toMatchObject({ outStamp: { flag: 'tap time before previous punch' } });
});

describe("the driver's shifts on a 390 px phone", () => {
  it('lists his shifts of this week and last in the company time zone, marks late and flagged punches, and totals each week as the sum of its rows', async () => {
    const driver = demoSignIn(8);
    const page = await chromiumSession.open(PHONE);
    // The phone is in Tokyo; the shifts still read in the company's zone.
    await (await page.context().newCDPSession(page)).send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Tokyo' });
    await signInAs(page, driver);
    await new DriverShell(page).waitUntilShown();
    await page.goto('/driver-timeclock');

    const [thisWeek, lastWeek] = await jakesWeeks();
    const weekOfLate = [thisWeek, lastWeek].find((w) => w.shifts.some((s: { punchId: string }) => s.punchId === late.punchId));
    for (const week of [thisWeek, lastWeek]) {
      const box = page.getByTestId(`my-shifts-${week.weekEnding}`);
      await box.waitFor();
      const rows = box.getByTestId('my-shift');
      expect(await rows.count()).toBe(week.shifts.length);
      const shown = (await rows.getByTestId('shift-minutes').allTextContents()).map(minutesOf);
      const total = minutesOf(await box.getByTestId('shifts-week-total').textContent());
      expect(total).toBe(shown.reduce((a, b) => a + b, 0));
      expect(total).toBe(week.totalMinutes);
    }

    const zone = thisWeek.timeZone;
    const time = (iso: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
    const lateRow = page.getByTestId(`my-shifts-${weekOfLate.weekEnding}`).getByTestId('my-shift').filter({ hasText: time(late.in) }).first();
    expect(await lateRow.getByTestId('shift-times').textContent()).toContain(`${time(late.in)} – `);
    expect(await lateRow.getByTestId('shift-late').count()).toBe(2);
    expect(await lateRow.getByTestId('shift-late').first().textContent()).toContain('Sent late');
    await page.getByTestId('shift-flagged').first().waitFor();
    expect(await page.getByTestId('shift-flagged').first().textContent()).toContain("the phone's time was before your previous punch");

    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
  });

  it('shows the office approving the week which punches were sent late and which were flagged, with why, and the correction in the audit', async () => {
    const dispatch = demoSignIn(3);
    const page = await chromiumSession.open(DESKTOP);
    await signInAs(page, dispatch);
    await new AdminShell(page).waitUntilShown();
    await page.goto('/timecard-admin');
    const [thisWeek] = await jakesWeeks();
    if (!thisWeek.shifts.some((s: { punchId: string }) => s.punchId === flagged.punchId)) await page.getByRole('button', { name: 'Previous week' }).click();
    const row = page.getByRole('row', { name: /Jake Thornton/ });
    await row.getByText('1 flagged').waitFor();
    await row.getByRole('radio').click();
    await page.getByText('Shifts of Jake Thornton').waitFor();
    await page.getByTestId('punch-flagged').getByText('Out: Flagged (tap time before previous punch)').waitFor();
    // Other files' punches of Jake in the same week may have their own audit rows.
    await page.getByRole('row').filter({ hasText: 'Stamped at arrival' }).getByText('Timeclock').first().waitFor();
    if (thisWeek.shifts.some((s: { punchId: string }) => s.punchId === late.punchId)) {
      expect(await page.getByTestId('punch-late').count()).toBeGreaterThanOrEqual(2);
      expect(await page.getByTestId('punch-late').first().textContent()).toMatch(/Sent late.*Tapped .* arrived /);
    }
  });
});
