import { describe, expect, it } from 'vitest';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

describe('tenant isolation: a token of one company reads nothing of another', () => {
  it('each owner sees only his own company profile', async () => {
    const red = await api('GET', '/company', { as: RED_MESA.owner });
    const blue = await api('GET', '/company', { as: BLUE_RIDGE.owner });
    expect(red.body.companyName).toBe('Red Mesa Freight Lines');
    expect(blue.body.companyName).toBe('Blue Ridge Carriers');
    expect(JSON.stringify(blue.body)).not.toContain('red-mesa');
  });

  it("a Blue Ridge owner's bookmarks contain none of Red Mesa's", async () => {
    const blue = await api('GET', '/bookmarks', { as: BLUE_RIDGE.owner });
    expect(blue.body.items.map((b: { title: string }) => b.title)).toEqual(['Blue Ridge payroll portal']);
  });

  it('the company id cannot be chosen by the caller: a query parameter or body field naming another company is ignored or refused', async () => {
    const viaQuery = await api('GET', '/company?companyId=red-mesa-freight', { as: BLUE_RIDGE.owner });
    expect(viaQuery.body.companyName).toBe('Blue Ridge Carriers');
    const viaBody = await api('PUT', '/me/profile', {
      as: BLUE_RIDGE.driver,
      body: { fName: 'Tom', lName: 'Holloway', dName: 'Tom', bDate: '', email: 'driver@blueridge.test', companyId: 'red-mesa-freight' },
    });
    expect(viaBody.status).toBe(400);
    expect(viaBody.body.fields).toHaveProperty('companyId');
  });

  it('/me tells each user his own company and flags', async () => {
    const red = await api('GET', '/me', { as: RED_MESA.driver });
    const blue = await api('GET', '/me', { as: BLUE_RIDGE.driver });
    expect(red.body.company).toMatchObject({ id: 'red-mesa-freight', companyName: 'Red Mesa Freight Lines', accountActive: true, timekeepingEnabled: true });
    expect(blue.body.company).toMatchObject({ id: 'blue-ridge-carriers', timekeepingEnabled: false });
    expect(red.body.user).toMatchObject({ role: 8, driverId: '1004500', companyId: 'red-mesa-freight' });
  });
});
