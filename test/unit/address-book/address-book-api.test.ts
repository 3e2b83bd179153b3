import { describe, expect, it } from 'vitest';
import { entryBody, entryParams, kindOfEntryId, normalizeEntry } from '#shared/address-book/address-book-api';
import { formatPhone, phoneDigits } from '#shared/validation/us-phone';

describe('address book phone numbers', () => {
  it.each([
    ['(806) 555-0101', '8065550101'],
    ['806.555.0101', '8065550101'],
    ['+1 806 555 0101', '8065550101'],
    ['8065550101', '8065550101'],
  ])('reads %s as its 10 digits', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });

  it('refuses what is not a US number', () => {
    expect(phoneDigits('555-0101')).toBeNull();
    expect(phoneDigits('2 806 555 0101')).toBeNull();
    expect(phoneDigits('')).toBeNull();
  });

  it('shows (xxx) xxx-xxxx, or N/A without a number', () => {
    expect(formatPhone('8065550101')).toBe('(806) 555-0101');
    expect(formatPhone('')).toBe('N/A');
    expect(formatPhone(undefined)).toBe('N/A');
  });
});

describe('address book entries', () => {
  const body = (over: object) => entryBody.parse({ kind: 'vendor', name: 'x', ...over });

  it('trims and upper-cases vendor names, and only vendor names', () => {
    expect(normalizeEntry(body({ name: '  Southwest   tire supply ' })).name).toBe('SOUTHWEST TIRE SUPPLY');
    expect(normalizeEntry(body({ kind: 'shop', name: '  Valley Truck Repair ' })).name).toBe('Valley Truck Repair');
    expect(normalizeEntry(body({ kind: 'customer', name: 'Mesa Building' })).name).toBe('Mesa Building');
  });

  it('trims the e-mail list, drops empty and repeated addresses, keeps the phone as digits', () => {
    const entry = normalizeEntry(body({ emails: [' Orders@SWTire.example ', '', 'orders@swtire.example', ' billing@swtire.example'], phone: '(602) 555-0142' }));
    expect(entry.emails).toEqual(['orders@swtire.example', 'billing@swtire.example']);
    expect(entry.phone).toBe('6025550142');
  });

  it.each([
    ['phone', { phone: '555-0142' }],
    ['emails', { emails: ['not an email'] }],
    ['emails', { emails: Array.from({ length: 11 }, (_, i) => `a${i}@x.example`) }],
    ['name', { name: '  ' }],
    ['state', { state: 'ZZ' }],
    ['zip', { zip: '123' }],
    ['kind', { kind: 'supplier' }],
  ])('refuses a bad %s', (field, over) => {
    const parsed = entryBody.safeParse({ kind: 'vendor', name: 'x', ...over });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => String(i.path[0]))).toContain(field);
  });

  it('reads the list from the entry id and refuses anything else as an id', () => {
    expect(kindOfEntryId('shop-demo0001')).toBe('shop');
    expect(kindOfEntryId('driver-demo0001')).toBeNull();
    expect(entryParams.safeParse({ entryId: 'vendor-' + 'a'.repeat(2000) }).success).toBe(false);
    expect(entryParams.safeParse({ entryId: '../vendor-abcdefgh' }).success).toBe(false);
  });
});
