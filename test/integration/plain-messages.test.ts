import { describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';

describe('validation answers in plain sentences naming the screen labels', () => {
  it('refuses a hostile schedule entry with a sentence per field, named as the entry form names it', async () => {
    const answer = await api('PUT', '/schedules/entries', {
      as: RED_MESA.dispatch,
      body: { DriverID: '1004500', day: '2031-06-02', VehicleID: '410201', RunType: 'LINEHAUL', startTime: '25:99', legs: [{ origin: '', destination: 'x'.repeat(81) }], notes: 7 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      startTime: 'Start time is not a valid time (00:00 to 23:59).',
      'legs.0.origin': 'Origin is required.',
      'legs.0.destination': 'Destination is at most 80 characters.',
      notes: 'Notes must be text.',
    });
    expect(answer.body.message).toBe('Start time is not a valid time (00:00 to 23:59). Origin is required. Destination is at most 80 characters. Notes must be text.');
    const week = await api('GET', '/schedules/week?week=2031-06-02', { as: RED_MESA.dispatch });
    expect(week.body.entries.filter((e: { day: string }) => e.day === '2031-06-02')).toEqual([]);
  });

  it('refuses an expiry date that does not exist, naming the field, and saves nothing', async () => {
    const before = (await api('GET', '/documents', { as: RED_MESA.shop })).body.documents.length;
    for (const expDate of ['2027-02-30', '02/30/2027']) {
      const answer = await api('POST', '/documents', { as: RED_MESA.shop, body: { ownerKind: 'company', docKind: 'insurance', label: 'Insurance', expDate } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'Expiry date 02/30/2027 is not a real date.', fields: { expDate: 'Expiry date 02/30/2027 is not a real date.' } });
    }
    expect((await api('GET', '/documents', { as: RED_MESA.shop })).body.documents.length).toBe(before);
  });

  it('takes an expiry date typed as the tables show it, MM/DD/YYYY', async () => {
    const created = await api('POST', '/documents', { as: RED_MESA.shop, body: { ownerKind: 'company', docKind: 'insurance', label: 'Typed US date', expDate: '12/31/2031' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.expDate).toBe('2031-12-31');
    expect((await api('DELETE', `/documents/${created.body.id}`, { as: RED_MESA.shop })).status).toBe(204);
  });

  it('refuses the phone "-1234567890" on a driver file, naming Phone, and changes nothing', async () => {
    const find = async () => (await api('GET', '/fleet/drivers', { as: RED_MESA.dispatch })).body.drivers.find((d: { DriverID: string }) => d.DriverID === '1004503');
    const { DriverID: _id, uid: _uid, version, ...fields } = await find();
    const answer = await api('PUT', '/fleet/drivers/1004503', { as: RED_MESA.dispatch, body: { ...fields, Phone: '-1234567890', version } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ Phone: 'Phone is a 10-digit US number such as (806) 555-0101.' });
    expect((await find()).version).toBe(version);
  });
});
