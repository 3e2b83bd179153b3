import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#lambdas/routes';
import type { RouteDef, StackedRoute } from '#lambdas/route-types';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';
import { roomWith, uidOf } from './chat/live-client.ts';

/**
 * Walks every `own` route of the route table as a driver naming what is not his: another driver's pay, a
 * room he is not in, another user's upload folder. The middleware refuses each from the table's `owner`
 * declaration, so a handler that forgot its own check would still not serve it.
 */
const OTHER_DRIVER = '1004501';
const ownRoutes = routes.filter((r): r is StackedRoute & { scope: 'own' } => r.scope === 'own');
const named = (owner: string) => ownRoutes.filter((r) => r.owner === owner).map((r) => [`${r.method} ${r.path}`, r] as const);

let foreignRoom: string;
let foreignMessage: string;
/** A demo inspection filled by another driver of the company than the one the walks sign in as. */
let othersSubmission: string;
/** A schedule link dispatch made for another driver of the company. */
let othersScheduleLink: { linkId: string; token: string };

function pathOf(r: RouteDef, values: Record<string, string>): string {
  return r.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'));
}

beforeAll(async () => {
  // A room of the driver's own company that he is not a member of, with a real message in it.
  const room = await roomWith(RED_MESA.owner, [RED_MESA.payroll]);
  foreignRoom = room.id;
  const sent = await api('POST', `/chat/rooms/${foreignRoom}/messages`, { as: RED_MESA.owner, body: { text: 'Yard closes at six.' } });
  expect(sent.status).toBeLessThan(300);
  foreignMessage = sent.body.message?.id ?? sent.body.id;
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const me = await api('GET', '/me', { as: RED_MESA.driver });
  const listed = await api('GET', `/form-submissions?from=${monthAgo}&to=${today}`, { as: RED_MESA.owner });
  const others = (listed.body.submissions as Array<{ submissionId: string; category: string }>).filter((x) => x.category !== me.body.driverId);
  expect(others.length).toBeGreaterThan(0);
  othersSubmission = others[0]!.submissionId;
  const link = await api('POST', '/me/schedule-link', { as: RED_MESA.dispatch, body: { DriverID: OTHER_DRIVER } });
  expect(link.status).toBe(201);
  othersScheduleLink = link.body;
});

describe('route table ownership: every own route refuses what is not the caller’s', () => {
  it('covers every own route with one of the walks below', () => {
    const walked = ['driver', 'room', 'upload-folder', 'caller', 'document', 'submission', 'schedule-link'];
    expect(ownRoutes.every((r) => walked.includes(r.owner))).toBe(true);
    expect(walked.reduce((n, owner) => n + named(owner).length, 0)).toBe(ownRoutes.length);
  });

  it.each(named('submission'))('%s answers 404 to a driver naming another driver’s submission, as if it did not exist', async (_, r) => {
    const answer = await api(r.method, pathOf(r, { submissionId: othersSubmission }), { as: RED_MESA.driver });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Submission not found.' });
  });

  it.each(named('submission'))('%s answers 404 to another company’s owner naming the submission', async (_, r) => {
    expect((await api(r.method, pathOf(r, { submissionId: othersSubmission }), { as: BLUE_RIDGE.owner })).status).toBe(404);
  });

  it.each(named('schedule-link'))('%s answers 404 to a driver naming another driver’s schedule link, as if it did not exist, and the link still opens', async (_, r) => {
    const answer = await api(r.method, pathOf(r, { linkId: othersScheduleLink.linkId }), { as: RED_MESA.driver });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'There is no such schedule link.' });
    expect((await api('GET', '/schedule-link/schedule', { headers: { 'x-schedule-link': othersScheduleLink.token } })).status).toBe(200);
  });

  it.each(named('schedule-link'))('%s answers 404 to another company’s owner naming the schedule link', async (_, r) => {
    expect((await api(r.method, pathOf(r, { linkId: othersScheduleLink.linkId }), { as: BLUE_RIDGE.owner })).status).toBe(404);
  });

  it.each(named('document'))('%s answers 404 to a driver naming another driver’s document, as if it did not exist', async (_, r) => {
    const answer = await api(r.method, pathOf(r, { documentId: `demo-driver-${OTHER_DRIVER}-other` }), { as: RED_MESA.driver });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Document not found.' });
  });

  it.each(named('driver'))('%s refuses a driver naming another driver’s pay with 403 and nothing of it', async (_, r) => {
    const answer = await api(r.method, pathOf(r, { id: '2026-01-31', driverId: OTHER_DRIVER }), { as: RED_MESA.driver });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Unauthorized access.' });
  });

  it.each(named('driver'))('%s refuses an office user who is not payroll staff naming a driver’s pay', async (_, r) => {
    const answer = await api(r.method, pathOf(r, { id: '2026-01-31', driverId: '1004500' }), { as: RED_MESA.dispatch });
    expect(answer.status).toBe(403);
  });

  it.each(named('room'))('%s answers 404 for a room of his company the caller is not in, as if it did not exist', async (_, r) => {
    const answer = await api(r.method, pathOf(r, { roomId: foreignRoom, messageId: foreignMessage, scheduledId: 'x' }), {
      as: RED_MESA.driver,
      ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { body: { text: 'hello', scheduledDay: '2030-01-01', scheduledTime: '08:00' } }),
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Chat room not found.');
  });

  it.each(named('room'))('%s answers 404 to another company’s user naming the room', async (_, r) => {
    const answer = await api(r.method, pathOf(r, { roomId: foreignRoom, messageId: foreignMessage, scheduledId: 'x' }), {
      as: BLUE_RIDGE.owner,
      ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} }),
    });
    expect(answer.status).toBe(404);
  });

  it('refuses a presigned upload into a room the caller is not in, and into another user’s photo folder', async () => {
    const file = { fileName: 'dashcam.png', fileType: 'image/png', fileSize: 1024 };
    const room = await api('POST', '/uploads', { as: RED_MESA.driver, body: { savePath: `chatAttachments/${foreignRoom}`, ...file } });
    expect(room.status).toBe(404);
    expect(room.body.url).toBeUndefined();
    const photo = await api('POST', '/uploads', { as: RED_MESA.driver, body: { savePath: `chatProfilePhotos/${await uidOf(RED_MESA.owner)}`, ...file } });
    expect(photo.status).toBe(403);
    const own = await api('POST', '/uploads', { as: RED_MESA.driver, body: { savePath: `chatProfilePhotos/${await uidOf(RED_MESA.driver)}`, ...file } });
    expect(own.status).toBe(201);
  });

  it.each(named('caller'))('%s serves only the caller’s own records whatever driver or user the request names', async (_, r) => {
    const query = `?driverId=${OTHER_DRIVER}&userId=${await uidOf(RED_MESA.owner)}`;
    // A route a driver's role cannot call (the billing sync is the owner's) is walked as the owner instead.
    const as = typeof r.minRole === 'number' && r.minRole < 8 ? RED_MESA.owner : RED_MESA.driver;
    const answer = await api(r.method, `${r.path}${query}`, { as, ...(r.method === 'GET' ? {} : { body: { driverId: OTHER_DRIVER } }) });
    // Either refused naming what it does not accept, unknown (a path naming a record that is not the caller's), or answered from the token alone.
    if (answer.status === 404 && r.path.includes('{')) {
      expect(JSON.stringify(answer.body ?? '')).not.toContain(OTHER_DRIVER);
    } else if (answer.status === 400) {
      expect(Object.keys(answer.body.fields ?? {}).length).toBeGreaterThan(0);
    } else {
      expect(answer.status).toBeLessThan(300);
      expect(JSON.stringify(answer.body ?? '')).not.toContain(OTHER_DRIVER);
    }
  });
});
