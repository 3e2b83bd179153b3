import { describe, expect, it } from 'vitest';
import { appPaths } from '#shared/access/app-paths';
import { chooseLayout, framesInDriverLayout, homePathFor } from '#shared/access/layout-choice';

describe('layout choice', () => {
  it.each([1, 2, 3, 4, 5, 7, 7.9])('gives role %s the admin layout', (role) => {
    expect(chooseLayout(role)).toBe('admin');
  });

  it.each([
    [1, '/dashboard-tools'],
    [2, '/payroll-tools'],
    [3, '/schedule-tools'],
    [4, '/maintenance'],
    [5, '/dashboard-tools'],
    [7.9, '/dashboard-tools'],
    [null, '/dashboard-tools'],
  ])('lands role %s on its own work, %s', (role, home) => {
    expect(homePathFor(role)).toBe(home);
  });

  it('lands the owner on Getting started while his company has steps to do, and only the owner', () => {
    expect(homePathFor(1, true)).toBe('/getting-started');
    expect(homePathFor(2, true)).toBe('/payroll-tools');
    expect(homePathFor(8, true)).toBe('/driver-dashboard');
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

describe('stand-alone pages in the driver layout', () => {
  const layoutOf = (path: string) => appPaths.find((p) => p.path === path)?.layout;

  it.each(['/pretrip-safety-inspection', '/driver-schedule', '/driver-paydoc', '/inspection-form', '/FORM-Template'])(
    'keeps the bottom bar for a driver (role 8 and 9) on %s',
    (path) => {
      expect(framesInDriverLayout(8, layoutOf(path))).toBe(true);
      expect(framesInDriverLayout(9, layoutOf(path))).toBe(true);
    },
  );

  it('keeps the bottom bar for a driver on a page that does not exist', () => {
    expect(framesInDriverLayout(8, undefined)).toBe(true);
  });

  it.each(['/login', '/logout', '/register', '/create-company', '/'])('leaves %s in its own frame, even for a driver', (path) => {
    expect(framesInDriverLayout(8, layoutOf(path))).toBe(false);
  });

  it.each([1, 4, 7, null, undefined])('leaves every stand-alone page in its own frame for role %s', (role) => {
    for (const def of appPaths) expect(framesInDriverLayout(role, def.layout === 'app' ? 'form' : def.layout)).toBe(false);
  });
});
