import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { companyDayAndTime, scheduledInstant } from '#shared/chat/scheduled';
import { isoDaysBefore } from '#shared/dates/calendar-day';
import { todayIn } from '#shared/dates/time-zone';
import { usDateOf } from '#shared/validation/typed-date';
import { waitFor } from '../support/poll.ts';
import { api, RED_MESA } from '../support/tokens.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, DESKTOP, demoSignIn } from './pages/browser.ts';
import { BroadcastDialog, ChatProfileDialog, OutboxPage, pngImage, snackbar } from './pages/chat-broadcasts.ts';
import { ChatDialog } from './pages/chat-dialog.ts';
import { signInAs } from './pages/kept-session.ts';

/*
 * The broadcast composer, "Your Scheduled Broadcasts" with its acknowledgement rings, the chat profile
 * dialog and the local SMS/e-mail outbox (spec part 1 §2.4, §4, §5.2, §8). Rooms are made over the real
 * HTTP API by Red Mesa's owner with names of their own (every test file shares one seeded cloud), and
 * deleted afterwards, which also drops their schedules and open acknowledgements so no other test
 * meets a blocking broadcast of ours.
 */

const chromiumSession = chromiumPerFile();

async function signedIn(role: number, timeZone?: string): Promise<Page> {
  const user = demoSignIn(role);
  const page = await chromiumSession.open(DESKTOP, timeZone ? { timeZone } : {});
  await signInAs(page, user);
  await new AdminShell(page).waitUntilShown();
  return page;
}

async function openRoom(page: Page, roomName: string): Promise<void> {
  const chat = await new ChatDialog(page).openFromShell();
  await chat.openRoom(roomName);
}

const uids = new Map<string, string>();
async function uidOf(email: string): Promise<string> {
  if (!uids.has(email)) uids.set(email, (await api('GET', '/me', { as: email })).body.user.uid);
  return uids.get(email)!;
}

const roomsToDelete: string[] = [];
afterEach(async () => {
  for (const id of roomsToDelete.splice(0)) await api('DELETE', `/chat/rooms/${id}`, { as: RED_MESA.owner });
});

/** A room of Red Mesa's owner (role 1) with the given members, deleted after the test. */
async function roomWith(label: string, memberEmails: string[], options: { disableAdminBroadcast?: boolean } = {}) {
  const members = await Promise.all(memberEmails.map(uidOf));
  const made = await api('POST', '/chat/rooms', { as: RED_MESA.owner, body: { name: `${label} ${Date.now()}`, members, ...options } });
  expect(made.status).toBe(201);
  roomsToDelete.push(made.body.room.id);
  return made.body.room as { id: string; name: string };
}

interface Day { iso: string; shown: string; long: string }

let zone: string | undefined;
/** Red Mesa's zone: a broadcast's day and time are the company's, wherever the sender's computer is. */
async function companyZone(): Promise<string> {
  zone ??= (await api('GET', '/me', { as: RED_MESA.owner })).body.company.timeZone as string;
  return zone;
}

/** Yesterday, today and tomorrow of the company: ISO, as the day field shows it, and the calendar's name. */
async function companyDays(): Promise<{ yesterday: Day; today: Day; tomorrow: Day }> {
  const today = todayIn(await companyZone());
  const day = (offset: number): Day => {
    const iso = isoDaysBefore(today, -offset);
    const long = new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
    return { iso, shown: usDateOf(iso), long };
  };
  return { yesterday: day(-1), today: day(0), tomorrow: day(1) };
}

/** The company's YYYY-MM-DD and HH:mm of an instant. */
async function localDayAndTime(at: Date): Promise<{ scheduledDay: string; scheduledTime: string }> {
  return companyDayAndTime(at, await companyZone());
}

/** The instant of a day and HH:mm in the company's zone. */
async function companyInstant(day: string, time: string): Promise<Date> {
  return scheduledInstant(day, time, await companyZone())!;
}

async function scheduledIn(roomId: string): Promise<any[]> {
  const answer = await api('GET', `/chat/rooms/${roomId}/scheduled`, { as: RED_MESA.owner });
  expect(answer.status).toBe(200);
  return answer.body.scheduled;
}

/** Schedules a broadcast over the API at `at` as the owner. */
async function scheduleVia(roomId: string, text: string, at: Date, highAlert = false) {
  const made = await api('POST', `/chat/rooms/${roomId}/scheduled`, {
    as: RED_MESA.owner,
    body: { text, scheduledFor: at.toISOString(), ...(await localDayAndTime(at)), highAlert },
  });
  expect(made.status).toBe(201);
  return made.body.scheduled as { id: string };
}

/** Schedules a broadcast two seconds ahead and waits until the local scheduler has posted it. */
async function sentBroadcast(roomId: string, text: string, highAlert = false) {
  const { id } = await scheduleVia(roomId, text, new Date(Date.now() + 2_000), highAlert);
  return waitFor(async () => (await scheduledIn(roomId)).find((s) => s.id === id && s.sent), (sent) => sent !== undefined, 15_000);
}

/** Presses Acknowledge over the API as a member: the message id comes from his waiting broadcasts. */
async function acknowledgeAs(email: string, roomId: string): Promise<void> {
  const waiting = (await api('GET', '/chat/acknowledgements', { as: email })).body.broadcasts as Array<{ message: { id: string; roomId: string } }>;
  const message = waiting.find((b) => b.message.roomId === roomId)?.message;
  if (!message) throw new Error(`${email} has no broadcast of room ${roomId} to acknowledge`);
  const answer = await api('POST', `/chat/rooms/${roomId}/messages/${message.id}/acknowledgement`, { as: email });
  expect(answer.status).toBe(200);
}

describe('broadcast composer in Chromium', () => {
  it('offers "New Broadcast" to the room owner, and to another admin only while the room allows admin broadcasts', async () => {
    const open = await roomWith('Open desk', [RED_MESA.dispatch, RED_MESA.driver]);
    const ownerOnly = await roomWith('Owner desk', [RED_MESA.dispatch, RED_MESA.driver], { disableAdminBroadcast: true });

    const page = await signedIn(3); // the dispatcher: an admin member, not the owner
    const broadcast = new BroadcastDialog(page);
    await openRoom(page, open.name);
    await broadcast.openButton().waitFor();

    await new ChatDialog(page).openRoom(ownerOnly.name);
    await page.getByRole('heading', { name: ownerOnly.name }).waitFor();
    expect(await broadcast.openButton().count()).toBe(0);

    await page.context().close();
    const owner = await signedIn(1);
    await openRoom(owner, ownerOnly.name);
    await new BroadcastDialog(owner).openButton().waitFor();
  });

  it('requires the text, picks a day from today on and a time (12:00 by default), and schedules with the SMS & Email alert', async () => {
    const room = await roomWith('Broadcast desk', [RED_MESA.driver]);
    const page = await signedIn(1);
    await openRoom(page, room.name);
    const broadcast = await new BroadcastDialog(page).open();
    const days = await companyDays();

    expect(await broadcast.heading()).toBe('New Broadcast');
    expect(await broadcast.day().inputValue()).toBe(days.today.shown);
    expect(await broadcast.time().inputValue()).toBe('12:00');
    expect(await broadcast.alertOption().isChecked()).toBe(false);

    // No text: "Required." and nothing is scheduled.
    await broadcast.button('Create').click();
    await broadcast.dialog().getByText('Required.', { exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect(await scheduledIn(room.id)).toEqual([]);
    expect(await snackbar(page, 'Message scheduled successfully').count()).toBe(0);

    // The calendar starts at today: yesterday cannot be chosen, today and tomorrow can.
    const calendar = await broadcast.openCalendar();
    if ((await broadcast.calendarDay(calendar, days.yesterday.long).count()) === 0) await page.getByRole('button', { name: 'Previous month' }).click();
    expect(await broadcast.calendarDay(calendar, days.yesterday.long).getAttribute('aria-disabled')).toBe('true');
    if ((await broadcast.calendarDay(calendar, days.today.long).count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
    expect(await broadcast.calendarDay(calendar, days.today.long).getAttribute('aria-disabled')).toBe('false');
    if ((await broadcast.calendarDay(calendar, days.tomorrow.long).count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
    await broadcast.calendarDay(calendar, days.tomorrow.long).click();
    await calendar.waitFor({ state: 'detached' });
    expect(await broadcast.day().inputValue()).toBe(days.tomorrow.shown);

    await broadcast.setTime('13:45');
    const text = `Yard closes early ${Date.now()}`;
    await broadcast.text().fill(text);
    await broadcast.alertOption().check();
    await broadcast.button('Create').click();

    await snackbar(page, 'Message scheduled successfully').waitFor();
    await broadcast.clock(text).waitFor();
    expect(await broadcast.text().inputValue()).toBe('');
    const [stored, ...others] = await scheduledIn(room.id);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ text, scheduledDay: days.tomorrow.iso, scheduledTime: '13:45', highAlert: true, sent: false });
  });

  it("opens on the company's today and schedules the company's day and time, though the sender's computer is at Kiritimati", async () => {
    // Kiritimati (UTC+14) is a day ahead of a US company for most of the day: its clock must not choose the day.
    const room = await roomWith('Island desk', [RED_MESA.driver]);
    const page = await signedIn(1, 'Pacific/Kiritimati');
    await openRoom(page, room.name);
    const broadcast = await new BroadcastDialog(page).open();
    const days = await companyDays();
    expect(await broadcast.day().inputValue()).toBe(days.today.shown);

    await broadcast.day().fill(days.tomorrow.shown);
    await broadcast.setTime('09:30');
    const text = `Island clock ${Date.now()}`;
    await broadcast.text().fill(text);
    await broadcast.button('Create').click();
    await snackbar(page, 'Message scheduled successfully').waitFor();
    const [stored, ...others] = await scheduledIn(room.id);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ text, scheduledDay: days.tomorrow.iso, scheduledTime: '09:30', scheduledFor: (await companyInstant(days.tomorrow.iso, '09:30')).toISOString() });
  });

  it('refuses a time already past today with "Invalid message time", schedules nothing, and the error closes over the open dialog', async () => {
    // Two minutes ago, today: past the server's one-minute tolerance. In the first two minutes of a day
    // that time is yesterday, which the day picker refuses, so the test first lets the company's clock pass 00:02.
    await waitFor(async () => (await localDayAndTime(new Date())).scheduledTime, (time) => time >= '00:02', 150_000);
    const room = await roomWith('Late desk', [RED_MESA.driver]);
    const page = await signedIn(1);
    await openRoom(page, room.name);
    const broadcast = await new BroadcastDialog(page).open();
    const past = await localDayAndTime(new Date(Date.now() - 2 * 60_000));
    expect(await broadcast.day().inputValue()).toBe(usDateOf(past.scheduledDay));
    await broadcast.setTime(past.scheduledTime);
    await broadcast.text().fill('Too late for this one');
    await broadcast.button('Create').click();

    await snackbar(page, 'Invalid message time').waitFor();
    expect(await snackbar(page, 'Message scheduled successfully').count()).toBe(0);
    expect(await scheduledIn(room.id)).toEqual([]);
    expect(await broadcast.dialog().getByText('No broadcasts scheduled in this chat.').isVisible()).toBe(true);
    // The error sits above the dialog's backdrop: it can be closed while the dialog stays open.
    await page.getByRole('button', { name: 'Close message' }).click({ timeout: 5_000 });
    await snackbar(page, 'Invalid message time').waitFor({ state: 'detached' });
    expect(await broadcast.dialog().isVisible()).toBe(true);
  }, 240_000);
});

describe('"Your Scheduled Broadcasts" in Chromium', () => {
  it('shows an unsent broadcast with a clock, opens it as "Edit Broadcast" and saves the change', async () => {
    const room = await roomWith('Edit desk', [RED_MESA.driver]);
    const tomorrowMorning = await companyInstant((await companyDays()).tomorrow.iso, '09:30');
    const text = `Fuel island closed ${Date.now()}`;
    const { id } = await scheduleVia(room.id, text, tomorrowMorning);

    const page = await signedIn(1);
    await openRoom(page, room.name);
    const broadcast = await new BroadcastDialog(page).open();
    await broadcast.clock(text).waitFor();
    expect(await broadcast.ring(text).count()).toBe(0);

    await broadcast.entry(text).click();
    await broadcast.dialog().getByRole('heading', { name: 'Edit Broadcast' }).waitFor();
    expect(await broadcast.text().inputValue()).toBe(text);
    expect(await broadcast.day().inputValue()).toBe(usDateOf((await localDayAndTime(tomorrowMorning)).scheduledDay));
    expect(await broadcast.time().inputValue()).toBe('09:30');
    expect(await broadcast.button('Update').isEnabled()).toBe(true);
    expect(await broadcast.button('Delete broadcast').isVisible()).toBe(true);

    const changed = `${text}, use island 2`;
    await broadcast.text().fill(changed);
    await broadcast.setTime('10:15');
    await broadcast.button('Update').click();

    await broadcast.dialog().getByRole('heading', { name: 'New Broadcast' }).waitFor();
    await broadcast.clock(changed).waitFor();
    const stored = await scheduledIn(room.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id, text: changed, scheduledTime: '10:15', sent: false, version: 2 });
  });

  it('"Delete broadcast" asks first: Cancel keeps the broadcast, confirming deletes it', async () => {
    const room = await roomWith('Delete desk', [RED_MESA.driver]);
    const later = new Date();
    later.setDate(later.getDate() + 1);
    later.setHours(16, 0, 0, 0);
    const text = `Wash bay booked ${Date.now()}`;
    await scheduleVia(room.id, text, later);

    const page = await signedIn(1);
    await openRoom(page, room.name);
    const broadcast = await new BroadcastDialog(page).open();
    await broadcast.entry(text).click();
    await broadcast.dialog().getByRole('heading', { name: 'Edit Broadcast' }).waitFor();

    await broadcast.button('Delete broadcast').click();
    const confirmation = broadcast.deleteConfirmation();
    await confirmation.getByText('Delete this scheduled broadcast?').waitFor();
    expect(await scheduledIn(room.id)).toHaveLength(1);
    await confirmation.getByRole('button', { name: 'Cancel', exact: true }).click();
    await broadcast.dialog().getByRole('heading', { name: 'Edit Broadcast' }).waitFor();
    expect(await broadcast.text().inputValue()).toBe(text);
    expect(await scheduledIn(room.id)).toHaveLength(1);

    await broadcast.button('Delete broadcast').click();
    await confirmation.getByRole('button', { name: 'Delete broadcast', exact: true }).click();
    await broadcast.dialog().getByText('No broadcasts scheduled in this chat.').waitFor();
    expect(await scheduledIn(room.id)).toEqual([]);
  });

  it('shows a sent broadcast read-only with its rounded acknowledgement ring and who acknowledged it', async () => {
    const room = await roomWith('Ack desk', [RED_MESA.driver, RED_MESA.dispatch, RED_MESA.payroll]);
    const text = `Scale house closed ${Date.now()}`;
    await sentBroadcast(room.id, text);
    await acknowledgeAs(RED_MESA.driver, room.id);
    await acknowledgeAs(RED_MESA.dispatch, room.id);

    const page = await signedIn(1);
    await openRoom(page, room.name);
    const broadcast = await new BroadcastDialog(page).open();
    // Two distinct acknowledgements of three members: 66.7 % shown rounded.
    await broadcast.ring(text).waitFor();
    expect(await broadcast.ring(text).getAttribute('aria-label')).toBe('67% acknowledged');
    expect(await broadcast.clock(text).count()).toBe(0);

    await broadcast.entry(text).click();
    expect(await broadcast.acknowledgementListLabel()).toBe('67% acknowledged');
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect((await broadcast.acknowledgements()).sort(byName)).toEqual([
      { name: 'Jake Thornton', status: 'Acknowledged' },
      { name: 'Marcus Bell', status: 'Not acknowledged' },
      { name: 'Priya Natarajan', status: 'Acknowledged' },
    ]);
    // Read-only: fields disabled, no Create, Update or delete.
    expect(await broadcast.text().inputValue()).toBe(text);
    expect(await broadcast.text().isDisabled()).toBe(true);
    expect(await broadcast.day().isDisabled()).toBe(true);
    expect(await broadcast.time().isDisabled()).toBe(true);
    expect(await broadcast.alertOption().isDisabled()).toBe(true);
    for (const name of ['Create', 'Update', 'Delete broadcast'] as const) expect(await broadcast.button(name).count()).toBe(0);

    // The last member acknowledges meanwhile: ring and list follow live.
    await acknowledgeAs(RED_MESA.payroll, room.id);
    await broadcast.ring(text).and(page.getByRole('img', { name: '100% acknowledged' })).waitFor();
    await broadcast.dialog().getByRole('list', { name: '100% acknowledged' }).waitFor();
  });
});

describe('chat profile in Chromium', () => {
  /** Puts the payroll manager's chat profile back as the seed left it (no contact details, no photo). */
  async function restorePayrollProfile(): Promise<void> {
    const { profile } = (await api('GET', '/chat/profile', { as: RED_MESA.payroll })).body;
    const restored = await api('PUT', '/chat/profile', {
      as: RED_MESA.payroll,
      body: { displayName: 'Marcus Bell', chatStatus: profile.chatStatus, phoneNumber: '', email: '', photoPath: null, version: profile.version },
    });
    expect(restored.status).toBe(200);
  }

  it('"Update User Profile" saves name, contact e-mail and phone, and shows them again when reopened', async () => {
    const page = await signedIn(2);
    try {
      const profile = await (await new ChatProfileDialog(page).openChat()).open();
      expect((await profile.values()).name).toBe('Marcus Bell');

      const stamp = Date.now();
      const values = { name: `Marcus B ${stamp}`, email: `marcus.${stamp}@redmesa.test`, phone: '(602) 555-0177' };
      await profile.fill(values);
      await profile.save();
      await snackbar(page, 'Profile updated successfully!').waitFor();
      await profile.dialog().waitFor({ state: 'detached' });

      await profile.open();
      expect(await profile.values()).toEqual(values);
      expect((await api('GET', '/chat/profile', { as: RED_MESA.payroll })).body.profile).toMatchObject({ displayName: values.name, email: values.email, phoneNumber: values.phone });
    } finally {
      await restorePayrollProfile();
    }
  });

  it('a PNG photo upload shows a preview at most 150 px, is kept on save, and "Remove Photo" removes it', async () => {
    const page = await signedIn(2);
    try {
      const profile = await (await new ChatProfileDialog(page).openChat()).open();
      expect(await profile.preview().count()).toBe(0);
      expect(await profile.removePhotoButton().count()).toBe(0);

      await profile.uploadPhoto({ name: 'marcus.png', mimeType: 'image/png', buffer: pngImage(400, 300, [200, 40, 40]) });
      await snackbar(page, 'Profile Image Changed').waitFor();
      await profile.preview().waitFor();
      // The preview is the uploaded image itself, fetched back from storage.
      await expect.poll(() => profile.previewNaturalWidth()).toBe(400);
      const box = await profile.preview().boundingBox();
      expect(box && Math.max(box.width, box.height)).toBeLessThanOrEqual(150);

      await profile.save();
      await snackbar(page, 'Profile updated successfully!').waitFor();
      await profile.dialog().waitFor({ state: 'detached' });
      await profile.open();
      await profile.preview().waitFor();
      await expect.poll(() => profile.previewNaturalWidth()).toBe(400);

      await profile.removePhotoButton().click();
      await profile.preview().waitFor({ state: 'detached' });
      expect(await profile.removePhotoButton().count()).toBe(0);
      await profile.save();
      await profile.dialog().waitFor({ state: 'detached' });
      expect((await api('GET', '/chat/profile', { as: RED_MESA.payroll })).body.profile).toMatchObject({ photoPath: null, photoURL: null });
      await profile.open();
      expect(await profile.preview().count()).toBe(0);
    } finally {
      await restorePayrollProfile();
    }
  });
});

describe('SMS and e-mail outbox in Chromium', () => {
  it('a broadcast with "Alert over SMS & Email?" leaves an e-mail and an SMS for each member with contact details on /communications/sms-status', async () => {
    // The seeded driver has a contact e-mail and phone; the payroll manager has none, so gets nothing.
    const room = await roomWith('Alert desk', [RED_MESA.driver, RED_MESA.payroll]);
    const text = `Road closed at mile 212 ${Date.now()}`;
    await sentBroadcast(room.id, text, true);

    const page = await signedIn(1);
    const outbox = await new OutboxPage(page).open();
    const rows = await outbox.rowsMentioning(text);
    const byChannel = (a: Record<string, string>, b: Record<string, string>) => (a.Channel ?? '').localeCompare(b.Channel ?? '');
    expect(rows.sort(byChannel)).toEqual([
      expect.objectContaining({ Channel: 'email', To: 'driver@redmesa.test', State: 'outbox', Message: expect.stringContaining(`Red Mesa Freight Lines broadcast in ${room.name} — Dana Whitfield: ${text}`) }),
      expect.objectContaining({ Channel: 'sms', To: '+16025550142', State: 'outbox', Message: expect.stringContaining(`Dana Whitfield: ${text}`) }),
    ]);
  });
});
