import { beforeAll, describe, expect, it } from 'vitest';
import { SSO_ERROR } from '#shared/helpdesk/helpdesk-api';
import { freshCompany, type FreshCompany } from '../support/fresh-company.ts';
import { api, RED_MESA } from '../support/tokens.ts';

let company: FreshCompany;
const as = () => ({ token: company.owner.idToken });
const done = (body: { steps: { step: string; done: boolean }[] }) => Object.fromEntries(body.steps.map((s) => [s.step, s.done]));

beforeAll(async () => {
  company = await freshCompany('helpdesk');
});

describe('getting started checklist', () => {
  it("shows a new company's profile (with its time zone) done and nothing else, in the order that works, its setup not done", async () => {
    const answer = await api('GET', '/helpdesk/checklist', as());
    expect(answer.status).toBe(200);
    expect(Object.entries(done(answer.body))).toEqual([
      ['profile', true], ['domiciles', false], ['drivers', false], ['tractors', false], ['dvir-form', false], ['pay-tables', false], ['users', false], ['telematics', false],
    ]);
    expect(answer.body).toMatchObject({ doneCount: 1, setupDone: false, ownerStartsHere: true });
  });

  it("counts the new company's first domicile", async () => {
    const domicile = await api('PUT', '/domiciles/AMA', { ...as(), body: { name: 'Amarillo' } });
    expect(domicile.status, JSON.stringify(domicile.body)).toBeLessThan(300);
    expect(done((await api('GET', '/helpdesk/checklist', as())).body).domiciles).toBe(true);
  });

  it("counts the new company's first driver", async () => {
    const driver = await api('POST', '/drivers', { ...as(), body: { DriverID: '7000001', FirstName: 'Sam', LastName: 'Porter' } });
    expect(driver.status).toBeLessThan(300);
    expect(done((await api('GET', '/helpdesk/checklist', as())).body).drivers).toBe(true);
  });

  it("shows the demo company's fleet, pay tables, calculated runs and invited users done, to its shop manager", async () => {
    const answer = await api('GET', '/helpdesk/checklist', { as: RED_MESA.shop });
    expect(answer.status).toBe(200);
    expect(done(answer.body)).toMatchObject({ profile: true, domiciles: true, users: true, drivers: true, tractors: true, 'pay-tables': true });
    // It pays its drivers already: its owner lands on the Dashboard, whatever step it left.
    expect(answer.body.ownerStartsHere).toBe(false);
  });

  it('refuses a driver (403)', async () => {
    expect((await api('GET', '/helpdesk/checklist', { as: RED_MESA.driver })).status).toBe(403);
  });
});

describe('support ticket (createOmniSupportTicket)', () => {
  it('is recorded (201 with its id), e-mailed to support and copied to the sender', async () => {
    const subject = `Pay tables question ${Date.now()}`;
    const answer = await api('POST', '/helpdesk/tickets', { ...as(), body: { subject, message: 'How do I set the leg payouts?', step: 'pay-tables' } });
    expect(answer.status).toBe(201);
    expect(answer.body.ticketId).toMatch(/^[0-9a-f-]{36}$/);
    const mail = (await api('GET', '/chat/outbox', as())).body.mail as { to: string; subject: string; text: string }[];
    const toSupport = mail.find((m) => m.subject === `Support ticket: ${subject}`);
    expect(toSupport).toMatchObject({ to: 'support@fastdashboard.test' });
    expect(toSupport!.text).toContain(answer.body.ticketId);
    expect(toSupport!.text).toContain('pay-tables');
    expect(mail.find((m) => m.to === company.owner.email && m.subject.includes(subject))?.text).toContain(answer.body.ticketId);
  });

  it('refuses an empty body and an overlong message (400 naming the field), and a driver (403)', async () => {
    const empty = await api('POST', '/helpdesk/tickets', { ...as(), body: {} });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('subject');
    const long = await api('POST', '/helpdesk/tickets', { ...as(), body: { subject: 'x', message: 'm'.repeat(4001) } });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('message');
    expect((await api('POST', '/helpdesk/tickets', { as: RED_MESA.driver, body: { subject: 'x', message: 'y' } })).status).toBe(403);
  });
});

describe('helpdesk single sign-on', () => {
  it('gives the demo company a one-time URL that opens the helpdesk, for both destinations', async () => {
    const answer = await api('POST', '/helpdesk/sso', { as: RED_MESA.shop, body: { target: 'helpdesk' } });
    expect(answer.status).toBe(200);
    const page = await fetch(answer.body.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Helpdesk');
    const area = await api('POST', '/helpdesk/sso', { as: RED_MESA.owner, body: { target: 'client-area' } });
    expect(area.body.url).toContain('/sso/clientarea');
  });

  it("makes a new company's helpdesk record at its first sign-on", async () => {
    const first = await api('POST', '/helpdesk/sso', { ...as(), body: { target: 'helpdesk' } });
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^http/);
  });

  it('answers "SSO Error" (502) when the helpdesk answer lacks its URL part', async () => {
    const broken = await freshCompany('sso', { companyName: `Crooked Creek ${Date.now().toString(36)} (broken sso)` });
    const answer = await api('POST', '/helpdesk/sso', { token: broken.owner.idToken, body: { target: 'helpdesk' } });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ message: SSO_ERROR, code: 'sso_error', system: 'helpdesk' });
  });

  it('refuses an unknown target (400) and a driver (403)', async () => {
    const bad = await api('POST', '/helpdesk/sso', { as: RED_MESA.owner, body: { target: 'x'.repeat(2000) } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('target');
    expect((await api('POST', '/helpdesk/sso', { as: RED_MESA.driver, body: { target: 'helpdesk' } })).status).toBe(403);
  });
});
