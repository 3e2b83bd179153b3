import { describe, expect, it } from 'vitest';
import { freshCompany } from '../support/fresh-company.ts';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

interface Entry { entryId: string; kind: string; name: string; phone: string; emails: string[]; version: number }

describe('address book', () => {
  it('is read by a driver of Red Mesa: the demo vendors, shops and customers, one list by ?kind=', async () => {
    const all = await api<{ entries: Entry[] }>('GET', '/address-book', { as: RED_MESA.driver });
    expect(all.status).toBe(200);
    expect(new Set(all.body.entries.map((e) => e.kind))).toEqual(new Set(['vendor', 'shop', 'customer']));
    expect(all.body.entries.length).toBeGreaterThanOrEqual(12);
    const shops = await api<{ entries: Entry[] }>('GET', '/address-book?kind=shop', { as: RED_MESA.driver });
    expect(shops.body.entries.length).toBeGreaterThan(0);
    expect(shops.body.entries.every((e) => e.kind === 'shop')).toBe(true);
    // Vendors are stored as the fuel and repair files name them.
    for (const vendor of all.body.entries.filter((e) => e.kind === 'vendor')) expect(vendor.name).toBe(vendor.name.toUpperCase());
  });

  it('keeps each company to its own book: Blue Ridge sees none of Red Mesa\'s entries and cannot change one', async () => {
    const red = (await api<{ entries: Entry[] }>('GET', '/address-book', { as: RED_MESA.owner })).body.entries;
    const blue = (await api<{ entries: Entry[] }>('GET', '/address-book', { as: BLUE_RIDGE.owner })).body.entries;
    const redIds = new Set(red.map((e) => e.entryId));
    const redNames = new Set(red.map((e) => e.name));
    expect(blue.some((e) => redNames.has(e.name))).toBe(false);
    // Demo ids repeat across companies by design; the key is the company's, so Blue Ridge's owner changes only his own.
    const target = red.find((e) => !blue.some((b) => b.entryId === e.entryId))!;
    expect(redIds.has(target.entryId)).toBe(true);
    const put = await api('PUT', `/address-book/${target.entryId}`, { as: BLUE_RIDGE.owner, body: { kind: target.kind, name: 'Hijacked', version: target.version } });
    expect(put.status).toBe(404);
    expect((await api('DELETE', `/address-book/${target.entryId}`, { as: BLUE_RIDGE.owner })).status).toBe(404);
    const after = (await api<{ entries: Entry[] }>('GET', '/address-book', { as: RED_MESA.owner })).body.entries;
    expect(after.find((e) => e.entryId === target.entryId)?.name).toBe(target.name);
  });

  it('refuses a driver\'s write with 403 and writes nothing', async () => {
    const answer = await api('POST', '/address-book', { as: RED_MESA.driver, body: { kind: 'vendor', name: 'Driver Added Vendor' } });
    expect(answer.status).toBe(403);
    const vendors = (await api<{ entries: Entry[] }>('GET', '/address-book?kind=vendor', { as: RED_MESA.owner })).body.entries;
    expect(vendors.some((e) => e.name === 'DRIVER ADDED VENDOR')).toBe(false);
  });

  it('adds, edits with a version lock and deletes an entry of a new company, normalized on the server', async () => {
    const fresh = await freshCompany('addressbook');
    const token = fresh.owner.idToken;
    const created = await api<Entry>('POST', '/address-book', {
      token,
      body: { kind: 'vendor', name: '  petro   west  ', phone: '(806) 555-0101', emails: [' Fuel@PetroWest.example ', ''] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'vendor', name: 'PETRO WEST', phone: '8065550101', emails: ['fuel@petrowest.example'], version: 1 });
    expect(created.body.entryId).toMatch(/^vendor-/);

    const edited = await api<Entry>('PUT', `/address-book/${created.body.entryId}`, { token, body: { kind: 'vendor', name: 'Petro West Fuel', phone: '8065550102', version: 1 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'PETRO WEST FUEL', phone: '8065550102', version: 2 });
    const stale = await api('PUT', `/address-book/${created.body.entryId}`, { token, body: { kind: 'vendor', name: 'Stale', version: 1 } });
    expect(stale.status).toBe(409);
    const moved = await api('PUT', `/address-book/${created.body.entryId}`, { token, body: { kind: 'shop', name: 'Now a shop', version: 2 } });
    expect(moved.status).toBe(400);

    expect((await api('DELETE', `/address-book/${created.body.entryId}`, { token })).status).toBe(200);
    expect((await api('DELETE', `/address-book/${created.body.entryId}`, { token })).status).toBe(404);
    expect((await api<{ entries: Entry[] }>('GET', '/address-book', { token })).body.entries).toEqual([]);
  });

  it.each([
    ['phone', { kind: 'shop', name: 'Shop', phone: '555-0101' }],
    ['emails', { kind: 'shop', name: 'Shop', emails: ['nope'] }],
    ['kind', { kind: 'driver', name: 'Shop' }],
    ['name', { kind: 'shop' }],
  ])('answers 400 naming %s for a bad entry', async (field, body) => {
    const answer = await api('POST', '/address-book', { as: RED_MESA.shop, body });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(field);
  });

  it('answers 400 naming entryId for an id that is not one, at any length', async () => {
    for (const entryId of ['nope', `vendor-${'a'.repeat(2000)}`]) {
      const answer = await api('DELETE', `/address-book/${entryId}`, { as: RED_MESA.owner });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('entryId');
    }
  });
});
