import { describe, expect, it } from 'vitest';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

const JAKE = '1004500';

describe('fleet driver files and locations', () => {
  it('lists driver files for the shop manager without any pay settings', async () => {
    const answer = await api('GET', '/fleet/drivers', { as: RED_MESA.shop });
    expect(answer.status).toBe(200);
    const jake = answer.body.drivers.find((d: { DriverID: string }) => d.DriverID === JAKE);
    expect(jake).toMatchObject({ DisplayName: 'Jake Thornton', Phone: expect.any(String), cdlExpDate: expect.any(String), uid: expect.any(String) });
    expect(Object.keys(jake)).not.toContain('soloRateTable');
    expect(Object.keys(jake)).not.toContain('DriverSpotPercentRate');
    expect((await api('GET', '/fleet/drivers', { as: RED_MESA.driver })).status).toBe(403);
  });

  it('lets dispatch edit a file under its version lock and leaves the pay settings alone', async () => {
    const before = (await api('GET', '/drivers', { as: RED_MESA.payroll })).body.drivers.find((d: { DriverID: string }) => d.DriverID === '1004502');
    const file = (await api('GET', '/fleet/drivers', { as: RED_MESA.dispatch })).body.drivers.find((d: { DriverID: string }) => d.DriverID === '1004502');
    const { DriverID: _id, uid: _uid, version, ...fields } = file;
    expect((await api('PUT', '/fleet/drivers/1004502', { as: RED_MESA.shop, body: { ...fields, version } })).status).toBe(403);

    const edited = await api('PUT', '/fleet/drivers/1004502', { as: RED_MESA.dispatch, body: { ...fields, Phone: '602.555.0199', Domicile: 'phx/elp', version } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ Phone: '602.555.0199', Domicile: 'PHX/ELP', version: version + 1 });
    expect((await api('PUT', '/fleet/drivers/1004502', { as: RED_MESA.dispatch, body: { ...fields, version } })).status).toBe(409);

    const after = (await api('GET', '/drivers', { as: RED_MESA.payroll })).body.drivers.find((d: { DriverID: string }) => d.DriverID === '1004502');
    expect(after.driverSpotRateTableConfig).toEqual(before.driverSpotRateTableConfig);
  });

  it('names a bad phone, date or domicile code and writes nothing', async () => {
    const answer = await api('PUT', `/fleet/drivers/${JAKE}`, { as: RED_MESA.dispatch, body: { FirstName: 'Jake', LastName: 'Thornton', Phone: '555-01', cdlExpDate: '13/40/2027', Domicile: 'PHX;ELP', version: 1 } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields)).toEqual(expect.arrayContaining(['Phone', 'cdlExpDate', 'Domicile']));
  });

  it("answers 404 for another company's driver", async () => {
    expect((await api('PUT', `/fleet/drivers/${JAKE}`, { as: BLUE_RIDGE.owner, body: { FirstName: 'X', LastName: 'Y', version: 1 } })).status).toBe(404);
  });

  it('adds a driver file for dispatch and refuses a DriverID that is not 7 digits', async () => {
    expect((await api('POST', '/fleet/drivers', { as: RED_MESA.dispatch, body: { DriverID: '100', FirstName: 'Ann', LastName: 'Lee' } })).body.fields.DriverID).toBeDefined();
    const created = await api('POST', '/fleet/drivers', { as: RED_MESA.dispatch, body: { DriverID: '1009901', FirstName: 'Ann', LastName: 'Lee', HireDate: '2026-11-02' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ DriverID: '1009901', DisplayName: 'Ann Lee', version: 1 });
    expect((await api('POST', '/fleet/drivers', { as: RED_MESA.dispatch, body: { DriverID: '1009901', FirstName: 'Ann', LastName: 'Lee' } })).status).toBe(409);
  });

  it("shows staff a user's driver profile and a driver only his own file", async () => {
    const directory = (await api('GET', '/chat/directory', { as: RED_MESA.dispatch })).body;
    const entries = (directory.entries ?? directory.users ?? directory.directory ?? Object.values(directory).find(Array.isArray)) as Array<{ uid: string; name: string }>;
    const jakeUid = entries.find((e) => e.name === 'Jake Thornton')!.uid;
    const profile = await api('GET', `/fleet/driver-profiles/${jakeUid}`, { as: RED_MESA.shop });
    expect(profile.status).toBe(200);
    expect(profile.body.DriverID).toBe(JAKE);
    expect((await api('GET', `/fleet/driver-profiles/${jakeUid}`, { as: BLUE_RIDGE.owner })).status).toBe(404);
    expect((await api('GET', `/fleet/driver-profiles/${jakeUid}`, { as: RED_MESA.driver })).status).toBe(403);
    const own = await api('GET', '/fleet/my-driver-file', { as: RED_MESA.driver });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ DriverID: JAKE, DisplayName: 'Jake Thornton' });
    expect(Object.keys(own.body)).not.toContain('soloRateTable');
  });

  it('keeps domiciles with address, position and an IANA time zone, naming a bad one', async () => {
    const list = (await api('GET', '/domiciles', { as: RED_MESA.shop })).body.domiciles;
    expect(list.find((d: { id: string }) => d.id === 'PHX')).toMatchObject({ timeZone: 'America/Phoenix', city: 'Phoenix', state: 'AZ', lat: expect.any(Number), lon: expect.any(Number) });
    expect(list.map((d: { id: string }) => d.id)).not.toContain('RIC');
    const bad = await api('PUT', '/domiciles/TUS', { as: RED_MESA.payroll, body: { name: 'Tucson, AZ', timeZone: 'Arizona Time', lat: 95, lon: -110.9 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['timeZone', 'lat']));
    const good = await api('PUT', '/domiciles/TUS', { as: RED_MESA.payroll, body: { name: 'Tucson, AZ', timeZone: 'America/Phoenix', address: '3800 E Valencia Rd', city: 'Tucson', state: 'az', lat: 32.1353, lon: -110.8997 } });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.state).toBe('AZ');
    expect((await api('PUT', '/domiciles/TUS', { as: RED_MESA.shop, body: { name: 'Tucson, AZ' } })).status).toBe(403);
    expect((await api('DELETE', '/domiciles/TUS', { as: RED_MESA.payroll })).status).toBeLessThan(300);
  });
});
