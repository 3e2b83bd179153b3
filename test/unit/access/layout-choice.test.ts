import { describe, expect, it } from 'vitest';
import { chooseLayout, homePathFor } from '#shared/access/layout-choice';

describe('layout choice', () => {
  it.each([1, 2, 3, 4, 5, 7, 7.9])('gives role %s the admin layout and the dashboard as home', (role) => {
    expect(chooseLayout(role)).toBe('admin');
    expect(homePathFor(role)).toBe('/dashboard-tools');
  });

  it.each([8, 9, 11, 99])('gives role %s the driver layout and the driver dashboard as home', (role) => {
    expect(chooseLayout(role)).toBe('driver');
    expect(homePathFor(role)).toBe('/driver-dashboard');
  });

  it('gives a user without a role the admin layout, whose menu is empty for him', () => {
    expect(chooseLayout(null)).toBe('admin');
    expect(chooseLayout(undefined)).toBe('admin');
  });
});
