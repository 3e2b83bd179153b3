import { describe, expect, it } from 'vitest';
import { newDriverFileBody } from '#shared/fleet/driver-file';
import { entryBody } from '#shared/address-book/address-book-api';
import { readFields } from '#shared/validation/read-fields';
import { formatPhone, phoneDigits } from '#shared/validation/us-phone';

describe('the one US phone rule', () => {
  it('shows ten digits written as numbers are written as (xxx) xxx-xxxx', () => {
    expect(formatPhone('602.555.0142')).toBe('(602) 555-0142');
    expect(formatPhone('(602) 555-0142')).toBe('(602) 555-0142');
    expect(formatPhone('602-555-0142')).toBe('(602) 555-0142');
    expect(formatPhone('6025550142')).toBe('(602) 555-0142');
  });

  it('drops the country code 1 or +1', () => {
    expect(formatPhone('+1 602 555 0142')).toBe('(602) 555-0142');
    expect(formatPhone('1-602-555-0142')).toBe('(602) 555-0142');
    expect(formatPhone('16025550142')).toBe('(602) 555-0142');
  });

  it('shows N/A for a missing or incomplete number', () => {
    expect(formatPhone('')).toBe('N/A');
    expect(formatPhone(undefined)).toBe('N/A');
    expect(formatPhone('555-0142')).toBe('N/A');
    expect(formatPhone('2602 555 0142')).toBe('N/A');
  });

  it.each(['-1234567890', '+-1234567890', '12-34-56-78-90', '(602 555 0142', '602..555.0142', '+2 602 555 0142', '602 555 0142 ext 5'])('refuses %s', (typed) => {
    expect(phoneDigits(typed)).toBeNull();
  });

  it('refuses "-1234567890" on a driver file and an address book entry alike, naming Phone', () => {
    const driver = readFields(newDriverFileBody, { DriverID: '1004599', FirstName: 'Ann', LastName: 'Lee', Phone: '-1234567890' });
    expect(driver.ok ? {} : driver.fields).toEqual({ Phone: 'Phone is a 10-digit US number such as (806) 555-0101.' });
    const entry = readFields(entryBody, { kind: 'vendor', name: 'PILOT', phone: '-1234567890' });
    expect(entry.ok ? {} : entry.fields).toEqual({ phone: 'Phone is a 10-digit US number such as (806) 555-0101.' });
  });
});
