import { describe, expect, it } from 'vitest';
import { parsePreferences } from '#web/components/table-preferences.ts';

const fallback = { pageSize: 25, wrapLines: true };

describe('parsePreferences', () => {
  it('reads what the table saved', () => {
    expect(parsePreferences(JSON.stringify({ pageSize: 50, wrapLines: false }), fallback)).toEqual({ pageSize: 50, wrapLines: false });
  });

  it('falls back when nothing is saved or the text is broken', () => {
    expect(parsePreferences(null, fallback)).toEqual(fallback);
    expect(parsePreferences('{not json', fallback)).toEqual(fallback);
    expect(parsePreferences('"a string"', fallback)).toEqual(fallback);
  });

  it('keeps each valid field and replaces each invalid one', () => {
    expect(parsePreferences(JSON.stringify({ pageSize: -3, wrapLines: false }), fallback)).toEqual({ pageSize: 25, wrapLines: false });
    expect(parsePreferences(JSON.stringify({ pageSize: 10, wrapLines: 'yes' }), fallback)).toEqual({ pageSize: 10, wrapLines: true });
    expect(parsePreferences(JSON.stringify({ pageSize: 2.5 }), fallback)).toEqual(fallback);
  });
});
