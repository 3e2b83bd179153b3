import { describe, expect, it } from 'vitest';
import { changedProfileFields, companyProfileBody, timeZoneChoices } from '#shared/company/profile-schema';
import { feedKeyStatus, rotateKeyBody } from '#shared/company/feed-key-rotation';

const issuePath = (body: unknown) => {
  const result = companyProfileBody.safeParse(body);
  return result.success ? null : result.error.issues[0]!.path.join('.');
};

describe('the company profile body', () => {
  it('trims the fuel card mailboxes and the name, and upper-cases the state', () => {
    const body = companyProfileBody.parse({
      version: 3, companyName: '  Mesa Haul  ', wexDailyEmailAddresses: ['  fuel@mesa.test ', 'wex@mesa.test'],
      address: { street: ' 1 Main St ', city: 'Tucson', state: 'az', zip: '85701' },
    });
    expect(body.companyName).toBe('Mesa Haul');
    expect(body.wexDailyEmailAddresses).toEqual(['fuel@mesa.test', 'wex@mesa.test']);
    expect(body.address).toEqual({ street: '1 Main St', city: 'Tucson', state: 'AZ', zip: '85701' });
  });

  it('takes a known time zone and refuses another, naming timeZone', () => {
    expect(companyProfileBody.parse({ version: 1, timeZone: 'America/Phoenix' }).timeZone).toBe('America/Phoenix');
    expect(issuePath({ version: 1, timeZone: 'Mars/Olympus' })).toBe('timeZone');
    expect(issuePath({ version: 1, timeZone: 'x'.repeat(2000) })).toBe('timeZone');
  });

  it('offers the US zones first', () => {
    expect(timeZoneChoices().slice(0, 2)).toEqual(['America/New_York', 'America/Chicago']);
    expect(timeZoneChoices()).toContain('Europe/Berlin');
  });

  it('needs the version read and at least one field; refuses unknown fields such as a password', () => {
    expect(issuePath({})).toBe('version');
    expect(issuePath({ version: 1 })).toBe('companyName');
    expect(issuePath({ version: 1, sfPassword: 'x' })).not.toBeNull();
    expect(issuePath({ version: 1, wexDailyEmailAddresses: ['not-an-email'] })).toBe('wexDailyEmailAddresses.0');
    expect(issuePath({ version: 1, wexDailyEmailAddresses: Array.from({ length: 11 }, (_, i) => `a${i}@x.test`) })).toBe('wexDailyEmailAddresses');
    expect(issuePath({ version: 1, address: { street: 'a', city: 'b', state: 'AZ', zip: '123' } })).toBe('address.zip');
  });

  it('names only the fields whose value changes', () => {
    const before = { companyName: 'Mesa', timeZone: undefined, accountActive: true, wexDailyEmailAddresses: ['a@x.test'] };
    expect(changedProfileFields(before, { companyName: 'Mesa', accountActive: false, timeZone: 'America/Denver', wexDailyEmailAddresses: ['a@x.test'] })).toEqual(['timeZone', 'accountActive']);
  });
});

describe('feed key rotation', () => {
  it('a rotated key is retiring until its end, then revoked', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(feedKeyStatus(null, now)).toBe('active');
    expect(feedKeyStatus('2026-11-25T12:00:00Z', now)).toBe('retiring');
    expect(feedKeyStatus('2026-11-24T12:00:00Z', now)).toBe('revoked');
  });

  it('needs an explicit confirmation', () => {
    expect(rotateKeyBody.safeParse({}).success).toBe(false);
    expect(rotateKeyBody.parse({ confirm: true })).toEqual({ confirm: true });
  });
});
