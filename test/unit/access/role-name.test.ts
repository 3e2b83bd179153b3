import { describe, expect, it } from 'vitest';
import { roleName } from '#web/auth/role-name.ts';

describe('role in words', () => {
  it.each([
    [1, 'Owner'],
    [2, 'Payroll manager'],
    [3, 'Dispatcher'],
    [4, 'Shop manager'],
    [5, 'Office staff'],
    [7, 'Office staff'],
    [8, 'Driver'],
    [9, 'Driver'],
    [null, 'No role'],
    [undefined, 'No role'],
    [Number.NaN, 'No role'],
  ])('names role %s "%s", never a bare number', (role, name) => {
    expect(roleName(role)).toBe(name);
  });
});
