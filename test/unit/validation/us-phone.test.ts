import { describe, expect, it } from 'vitest';
import { formatPhone } from '#shared/fleet/phone';

describe('driver phone display', () => {
  it('shows ten digits in any punctuation as (xxx) xxx-xxxx', () => {
    expect(formatPhone('602.555.0142')).toBe('(602) 555-0142');
    expect(formatPhone('(602) 555-0142')).toBe('(602) 555-0142');
    expect(formatPhone('6025550142')).toBe('(602) 555-0142');
  });

  it('drops the country code 1', () => {
    expect(formatPhone('+1 602 555 0142')).toBe('(602) 555-0142');
  });

  it('shows N/A for a missing or incomplete number', () => {
    expect(formatPhone('')).toBe('N/A');
    expect(formatPhone(undefined)).toBe('N/A');
    expect(formatPhone('555-0142')).toBe('N/A');
    expect(formatPhone('2602 555 0142')).toBe('N/A');
  });
});
