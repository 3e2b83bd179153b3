import { describe, expect, it } from 'vitest';
import { checkVin, vinCheckDigit } from '#shared/fleet/vin';
import { demoTractors } from '#lib/local/seed/demo-fleet';
import { DEMO_COMPANIES } from '#lib/local/seed/demo-companies';

describe('VIN check (49 CFR 565)', () => {
  it('accepts the textbook VIN 1M8GDM9AXKP042788 whose check digit is X', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(checkVin('1m8gdm9axkp042788 ')).toEqual({ ok: true, vin: '1M8GDM9AXKP042788' });
  });

  it('accepts every demo tractor VIN', () => {
    for (const t of DEMO_COMPANIES.flatMap((c) => demoTractors(c))) expect(checkVin(t.Vin), t.Vin).toMatchObject({ ok: true });
  });

  it('refuses a mistyped character through the check digit, naming the digit it expected', () => {
    const answer = checkVin('1M8GDM9AXKP042789');
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.reason).toMatch(/check digit .* should be \d/);
  });

  it('refuses a VIN that is not 17 characters', () => {
    expect(checkVin('1M8GDM9AXKP04278')).toMatchObject({ ok: false, reason: expect.stringMatching(/17 characters; this one has 16/) });
  });

  it('refuses the letters I, O and Q', () => {
    expect(checkVin('1M8GDM9AXKP04278O')).toMatchObject({ ok: false, reason: expect.stringMatching(/letter O/) });
    expect(checkVin('IM8GDM9AXKP042788')).toMatchObject({ ok: false, reason: expect.stringMatching(/letter I/) });
  });

  it('refuses punctuation', () => {
    expect(checkVin('1M8GDM9AXKP04278-')).toMatchObject({ ok: false, reason: expect.stringMatching(/only letters and digits/) });
  });
});
