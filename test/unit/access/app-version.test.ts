import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_VERSION_CACHE_MS, CLIENT_VERSION, compareVersions, FALLBACK_APP_VERSION, isClientOutdated } from '#shared/access/app-version';

describe('client version', () => {
  it('is 3.21.1, the version in package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(CLIENT_VERSION).toBe('3.21.1');
    expect(pkg.version).toBe(CLIENT_VERSION);
  });

  it('is cached for 5 minutes and falls back to itself for both figures', () => {
    expect(APP_VERSION_CACHE_MS).toBe(300_000);
    expect(FALLBACK_APP_VERSION).toEqual({ version: '3.21.1', minAllowableVersion: '3.21.1' });
  });
});

describe('compareVersions', () => {
  it.each([
    ['3.21.1', '3.21.1', 0],
    ['3.21.1', '3.21.2', -1],
    ['3.21.1', '3.21.0', 1],
    ['3.9.9', '3.10.0', -1],
    ['10.0.0', '9.99.99', 1],
    ['3.21', '3.21.0', 0],
    ['3.21.0.1', '3.21', 1],
    ['v3.21.1', '3.21.1', 0],
    [' 3.21.1 ', '3.21.1', 0],
  ] as const)('compares %s with %s as %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('isClientOutdated', () => {
  it('is true only when the client is below the minimum', () => {
    expect(isClientOutdated('3.21.1', '3.21.1')).toBe(false);
    expect(isClientOutdated('3.21.1', '3.20.9')).toBe(false);
    expect(isClientOutdated('3.21.1', '3.21.10')).toBe(true);
  });

  it('is false when there is no minimum to compare with', () => {
    expect(isClientOutdated('3.21.1', '')).toBe(false);
    expect(isClientOutdated('3.21.1', null)).toBe(false);
  });
});
