import { afterAll, describe, expect, it } from 'vitest';
import { addDays, weekOf } from '#shared/schedules/week';
import { waitFor } from '../support/poll.ts';
import { api, RED_MESA } from '../support/tokens.ts';
import { roomWith } from './chat/live-client.ts';

/*
 * The messages the server writes to a driver follow the language saved on his profile (PUT /me/language),
 * one recipient at a time: the schedule publish notice in his chat, and a broadcast's SMS and e-mail alert.
 */

const DRIVER = RED_MESA.driver;
const JAKE = '1004500';
// Weeks far from the demo's and from schedules.test.ts, so no other test meets them.
const SPANISH_WEEK = weekOf('2033-06-08');
const ENGLISH_WEEK = addDays(SPANISH_WEEK, 7);

async function speaks(email: string, language: 'en' | 'es'): Promise<void> {
  expect((await api('PUT', '/me/language', { as: email, body: { language } })).status).toBe(200);
}

/** The payroll manager's chat profile with (or, as seeded, without) a contact e-mail for alerts. */
async function payrollContact(email: string): Promise<void> {
  const { profile } = (await api('GET', '/chat/profile', { as: RED_MESA.payroll })).body;
  const saved = await api('PUT', '/chat/profile', {
    as: RED_MESA.payroll,
    body: { displayName: profile.displayName, chatStatus: profile.chatStatus, phoneNumber: profile.phoneNumber, email, photoPath: profile.photoPath, version: profile.version },
  });
  expect(saved.status).toBe(200);
}

/** Publishes a week with one draft run of Jake's and answers the notice his chat then shows. */
async function noticeOfPublishing(week: string): Promise<string> {
  const entry = { DriverID: JAKE, day: week, VehicleID: '410201', RunType: 'LINEHAUL', startTime: '06:30', legs: [{ origin: 'PHX', destination: 'ELP' }] };
  expect((await api('PUT', '/schedules/entries', { as: RED_MESA.dispatch, body: entry })).status).toBe(201);
  const published = await api('POST', '/schedules/publish', { as: RED_MESA.dispatch, body: { week } });
  expect(published.body).toMatchObject({ week, told: 1 });
  const day = `${week.slice(5, 7)}/${week.slice(8, 10)}/${week.slice(0, 4)}`;
  const rooms = (await api('GET', '/chat/rooms', { as: DRIVER })).body.rooms as Array<{ latestMessage: { text: string } | null }>;
  const notice = rooms.map((r) => r.latestMessage?.text ?? '').find((text) => text.includes(day));
  expect(notice, `no notice of ${day}`).toBeDefined();
  return notice!;
}

afterAll(async () => {
  await speaks(DRIVER, 'en');
  await payrollContact('');
});

describe('messages the server sends to a driver', () => {
  it("tells Jake of his published week in Spanish once he chose Español, and in English once he chose English again", async () => {
    await speaks(DRIVER, 'es');
    expect(await noticeOfPublishing(SPANISH_WEEK)).toBe('Su horario de la semana del 06/06/2033 está publicado. Abra Mi horario para verlo.');
    await speaks(DRIVER, 'en');
    expect(await noticeOfPublishing(ENGLISH_WEEK)).toBe('Your schedule for the week of 06/13/2033 is published. Open My schedule to see it.');
  });

  it('alerts each recipient of one broadcast in his own language: Jake in Spanish, the payroll manager in English, the text as typed', async () => {
    await speaks(DRIVER, 'es');
    await payrollContact('marcus.alerts@redmesa.test');
    const room = await roomWith(RED_MESA.owner, [DRIVER, RED_MESA.payroll]);
    const text = `Yard gate 4 closed ${Date.now()}`;
    const when = new Date(Date.now() + 1_500);
    const made = await api('POST', `/chat/rooms/${room.id}/scheduled`, {
      as: RED_MESA.owner,
      body: { text, highAlert: true, scheduledFor: when.toISOString(), scheduledDay: when.toISOString().slice(0, 10), scheduledTime: when.toISOString().slice(11, 16) },
    });
    expect(made.status).toBe(201);

    const mail = await waitFor(
      async () => ((await api('GET', '/chat/outbox', { as: RED_MESA.owner })).body.mail as Array<Record<string, string>>).filter((m) => m.text?.includes(text)),
      (found) => found.length === 3,
      20_000,
    );
    const byAddress = Object.fromEntries(mail.map((m) => [`${m.channel} ${m.to}`, { subject: m.subject, text: m.text }]));
    expect(byAddress).toEqual({
      'email driver@redmesa.test': {
        subject: `Aviso de Red Mesa Freight Lines en ${room.name}`,
        text: `Dana Whitfield: ${text}\n\nAbra el chat de FAST DASHBOARD para confirmar que lo leyó.`,
      },
      'sms +16025550142': { subject: '', text: `Dana Whitfield: ${text}\n\nAbra el chat de FAST DASHBOARD para confirmar que lo leyó.` },
      'email marcus.alerts@redmesa.test': {
        subject: `Red Mesa Freight Lines broadcast in ${room.name}`,
        text: `Dana Whitfield: ${text}\n\nOpen FAST DASHBOARD chat to acknowledge.`,
      },
    });
    await api('DELETE', `/chat/rooms/${room.id}`, { as: RED_MESA.owner });
  });
});
