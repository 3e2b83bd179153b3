import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '#shared/dates/time-zone';
import { cloud } from '../support/cloud-context.ts';
import { freshCompany, type FreshCompany } from '../support/fresh-company.ts';
import { api, RED_MESA } from '../support/tokens.ts';

let fresh: FreshCompany;
const as = () => ({ token: fresh.owner.idToken });

beforeAll(async () => {
  fresh = await freshCompany('setup');
}, 60_000);

async function postEvents(key: string): Promise<number> {
  const event = { eventId: `rot-${Date.now()}-${Math.random()}`, eventType: 'T.2.06.0', tractorID: 'NONE', driverID: '1', posTimeStamp: new Date().toISOString(), odometer: 1, stateProv: 'TX', country: 'US', lat: 35.2, lon: -101.8, speed: 0, city: 'Amarillo', ignition: 'off' };
  const response = await fetch(`${cloud().apiUrl}/telematics/events`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ events: [event] }) });
  return response.status;
}

describe('company profile', () => {
  it('round-trips the profile, trims the fuel card addresses, and tells support which fields changed (never their values)', async () => {
    const before = await api('GET', '/company/setup', as());
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const { profile } = before.body;
    expect(profile).toMatchObject({ companyId: fresh.companyId, companyName: fresh.companyName, timeZone: 'America/Chicago' });

    const name = `${fresh.companyName} LLC`;
    const saved = await api('PUT', '/company/profile', {
      ...as(),
      body: { version: profile.version, companyName: name, timeZone: 'America/Phoenix', timekeepingEnabled: true, wexDailyEmailAddresses: ['  fuel@setup.test ', 'wex@setup.test'], address: { street: '9 Depot Rd', city: 'Flagstaff', state: 'az', zip: '86001' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ companyName: name, timeZone: 'America/Phoenix', timeZoneChosen: true, timekeepingEnabled: true, wexDailyEmailAddresses: ['fuel@setup.test', 'wex@setup.test'], address: { state: 'AZ', zip: '86001' }, version: profile.version + 1 });

    const after = await api('GET', '/company/setup', as());
    expect(after.body.profile).toEqual(saved.body);
    const company = await api('GET', '/company', as());
    expect(company.body).toMatchObject({ companyName: name, timeZone: 'America/Phoenix' });

    const outbox = await api('GET', '/chat/outbox', as());
    const mail = (outbox.body.mail as { to: string; subject: string; text: string }[]).find((m) => m.subject.startsWith('Company profile changed'));
    expect(mail, JSON.stringify(outbox.body)).toBeDefined();
    expect(mail!.to).toBe('support@fastdashboard.test');
    expect(mail!.text).toContain('companyName, address, timeZone, timekeepingEnabled, wexDailyEmailAddresses');
    expect(mail!.text).not.toContain('fuel@setup.test');
    expect(mail!.text).not.toContain('Flagstaff');
  });

  it('refuses an unknown time zone with 400 naming timeZone, and a stale version with 409; nothing is written', async () => {
    const { profile } = (await api('GET', '/company/setup', as())).body;
    const bad = await api('PUT', '/company/profile', { ...as(), body: { version: profile.version, timeZone: 'Mars/Olympus_Mons' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['timeZone']);
    const stale = await api('PUT', '/company/profile', { ...as(), body: { version: profile.version + 5, companyName: 'Stale Name' } });
    expect(stale.status).toBe(409);
    const empty = await api('PUT', '/company/profile', { ...as(), body: {} });
    expect(empty.status).toBe(400);
    expect((await api('GET', '/company/setup', as())).body.profile).toEqual(profile);
  });
});

describe("the company's time zone", () => {
  it('counts the days of a new company in the zone its profile names (the schedules\' today)', async () => {
    const own = await freshCompany('zone');
    const token = { token: own.owner.idToken };
    const { profile } = (await api('GET', '/company/setup', token)).body;
    // UTC+14 or UTC-11, whichever is on another day than the default America/Chicago right now.
    const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => todayIn(z) !== todayIn('America/Chicago'))!;
    expect((await api('PUT', '/company/profile', { ...token, body: { version: profile.version, timeZone: zone } })).status).toBe(200);
    const sheets = await api('GET', '/schedules/sheets', token);
    expect(sheets.status).toBe(200);
    expect(sheets.body.day).toBe(todayIn(zone));
  });
});

describe('feed key rotation', () => {
  it('keeps the old key working during the 24-hour grace, refuses it once revoked, and the new key works', async () => {
    const created = await api('POST', '/telematics/keys', { ...as(), body: { label: 'provider' } });
    expect(created.status).toBe(201);
    const oldKey = created.body.key as string;
    expect(await postEvents(oldKey)).toBe(200);

    const rotated = await api('POST', `/telematics/keys/${created.body.keyId}/rotation`, { ...as(), body: { confirm: true } });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(201);
    const newKey = rotated.body.created.key as string;
    expect(rotated.body.created.label).toBe('provider');
    const graceMs = Date.parse(rotated.body.retired.revokedAt) - Date.now();
    expect(graceMs).toBeGreaterThan(23.9 * 3600_000);
    expect(graceMs).toBeLessThanOrEqual(24 * 3600_000);

    expect(await postEvents(oldKey)).toBe(200);
    expect(await postEvents(newKey)).toBe(200);
    // A key being replaced is not rotated twice.
    expect((await api('POST', `/telematics/keys/${created.body.keyId}/rotation`, { ...as(), body: { confirm: true } })).status).toBe(409);

    expect((await api('DELETE', `/telematics/keys/${created.body.keyId}`, as())).status).toBe(200);
    expect(await postEvents(oldKey)).toBe(401);
    expect(await postEvents(newKey)).toBe(200);

    const setup = await api('GET', '/company/setup', as());
    expect(setup.body.feedKeys.map((k: { keyId: string }) => k.keyId)).toEqual(expect.arrayContaining([created.body.keyId, rotated.body.created.keyId]));
    expect(JSON.stringify(setup.body)).not.toContain(newKey.split('.')[3]);
  });

  it('needs the confirmation and an existing key of the company', async () => {
    expect((await api('POST', '/telematics/keys/abcdef0123456789/rotation', { ...as(), body: {} })).status).toBe(400);
    expect((await api('POST', '/telematics/keys/abcdef0123456789/rotation', { ...as(), body: { confirm: true } })).status).toBe(404);
    const red = (await api('GET', '/telematics/keys', { as: RED_MESA.owner })).body.keys[0];
    if (red) expect((await api('POST', `/telematics/keys/${red.keyId}/rotation`, { ...as(), body: { confirm: true } })).status).toBe(404);
  });
});

describe('usage analytics', () => {
  const countOf = (body: any, path: string, role: number) => {
    const week = body.weeks.at(-1);
    return week.rows.find((r: { path: string; role: number }) => r.path === path && r.role === role)?.count ?? 0;
  };

  it('counts each navigation in this week by page and role, the parameter dropped', async () => {
    const before = await api('GET', '/company/usage?weeks=1', as());
    expect(before.status).toBe(200);
    expect(before.body.weeks).toHaveLength(1);
    const start = countOf(before.body, '/payroll-tools', 1);
    for (const destination of ['/payroll-tools/run-1?tab=drivers', '/payroll-tools']) {
      expect((await api('POST', '/user-actions', { ...as(), body: { OriginRoute: '/', DestinationRoute: destination, ClientVersionNumber: '3.21.1' } })).status).toBe(202);
    }
    const after = await api('GET', '/company/usage?weeks=1', as());
    expect(countOf(after.body, '/payroll-tools', 1)).toBe(start + 2);
    const week = after.body.weeks[0];
    expect(week.total).toBe(week.rows.reduce((sum: number, r: { count: number }) => sum + r.count, 0));
  });

  it("shows Red Mesa's 12 seeded weeks by default, and refuses 27 weeks naming weeks", async () => {
    const usage = await api('GET', '/company/usage', { as: RED_MESA.owner });
    expect(usage.status).toBe(200);
    expect(usage.body.weeks).toHaveLength(12);
    expect(usage.body.weeks.slice(0, 11).every((w: { total: number }) => w.total > 0)).toBe(true);
    for (const week of usage.body.weeks) expect(week.total).toBe(week.rows.reduce((sum: number, r: { count: number }) => sum + r.count, 0));
    const bad = await api('GET', '/company/usage?weeks=27', { as: RED_MESA.owner });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['weeks']);
  });
});

describe('who may set the company up', () => {
  it('refuses roles 2, 3, 4 and 8 on every setup route, before reading a body', async () => {
    for (const email of [RED_MESA.payroll, RED_MESA.dispatch, RED_MESA.shop, RED_MESA.driver]) {
      expect((await api('GET', '/company/setup', { as: email })).status, email).toBe(403);
      expect((await api('GET', '/company/usage', { as: email })).status, email).toBe(403);
      expect((await api('PUT', '/company/profile', { as: email, body: { version: 1, companyName: 'Taken Over' } })).status, email).toBe(403);
      expect((await api('POST', '/telematics/keys/abcdef0123456789/rotation', { as: email, body: { confirm: true } })).status, email).toBe(403);
    }
    expect((await api('GET', '/company', { as: RED_MESA.owner })).body.companyName).not.toBe('Taken Over');
  });
});
