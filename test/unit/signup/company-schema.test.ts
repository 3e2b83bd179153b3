import { describe, expect, it } from 'vitest';
import { createCompanyBody, timeZones } from '#shared/signup/company-schema';
import { passwordProblems } from '#shared/signup/password-policy';

const valid = {
  companyName: '  Lone Star Haulers  ',
  companyEmail: ' Office@LoneStar.TEST ',
  address: { street: '2200 Interstate 40', city: 'Amarillo', state: 'tx', zip: '79101' },
  timeZone: 'America/Chicago',
};

const fieldsOf = (input: unknown): string[] => {
  const parsed = createCompanyBody.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
};

describe('create company body', () => {
  it('trims the name, lower-cases the e-mail and upper-cases the state', () => {
    expect(createCompanyBody.parse(valid)).toEqual({
      companyName: 'Lone Star Haulers',
      companyEmail: 'office@lonestar.test',
      address: { street: '2200 Interstate 40', city: 'Amarillo', state: 'TX', zip: '79101' },
      timeZone: 'America/Chicago',
    });
  });

  it.each([
    ['companyName', { companyName: '   ' }],
    ['companyName', { companyName: 'x'.repeat(121) }],
    ['companyEmail', { companyEmail: 'office at lonestar' }],
    ['address.state', { address: { ...valid.address, state: 'Texas' } }],
    ['address.state', { address: { ...valid.address, state: 'ON' } }],
    ['address.zip', { address: { ...valid.address, zip: '7910' } }],
    ['address.zip', { address: { ...valid.address, zip: '79101-12' } }],
    ['address.street', { address: { ...valid.address, street: '' } }],
    ['timeZone', { timeZone: 'CST' }],
    ['timeZone', { timeZone: 'Mars/Olympus_Mons' }],
    ['timeZone', { timeZone: 'x'.repeat(65) }],
  ])('refuses a bad %s', (field, change) => {
    expect(fieldsOf({ ...valid, ...change })).toContain(field);
  });

  it('accepts a 9-digit ZIP and every US zone the page offers first', () => {
    expect(fieldsOf({ ...valid, address: { ...valid.address, zip: '79101-1234' } })).toEqual([]);
    const zones = timeZones();
    expect(zones.slice(0, 5)).toEqual(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles']);
    for (const timeZone of zones.slice(0, 10)) expect(fieldsOf({ ...valid, timeZone })).toEqual([]);
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('refuses fields it does not know (claims never come from the browser)', () => {
    expect(createCompanyBody.safeParse({ ...valid, role: 1 }).success).toBe(false);
    expect(createCompanyBody.safeParse({ ...valid, companyId: 'red-mesa-freight' }).success).toBe(false);
  });
});

describe('password policy', () => {
  it('names each rule a password breaks, as Cognito words them', () => {
    expect(passwordProblems('FastDash#2026')).toEqual([]);
    expect(passwordProblems('Short#1a')).toEqual(['Password not long enough']);
    expect(passwordProblems('alllowercase#2026')).toEqual(['Password must have uppercase characters']);
    expect(passwordProblems('ALLUPPERCASE#2026')).toEqual(['Password must have lowercase characters']);
    expect(passwordProblems('NoDigitsHere#abc')).toEqual(['Password must have numeric characters']);
    expect(passwordProblems('NoSymbolsHere2026')).toEqual(['Password must have symbol characters']);
    expect(passwordProblems('With Space 2026a')).toEqual([]);
  });
});
