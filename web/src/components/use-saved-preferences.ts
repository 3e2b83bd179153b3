import { useState } from 'react';
import { parsePreferences, type TablePreferences } from './table-preferences.ts';

const PREFIX = 'fast-dashboard.table.';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(PREFIX + key);
  } catch {
    // Storage may be blocked; the defaults serve then.
    return null;
  }
}

/** A table's preferences, kept in localStorage per table so they outlive the page. */
export function useSavedPreferences(key: string | undefined, fallback: TablePreferences): [TablePreferences, (next: TablePreferences) => void] {
  const [preferences, setPreferences] = useState(() => (key ? parsePreferences(stored(key), fallback) : fallback));
  const save = (next: TablePreferences) => {
    setPreferences(next);
    if (!key) return;
    try {
      localStorage.setItem(PREFIX + key, JSON.stringify(next));
    } catch {
      // Not saved (storage full or blocked); the choice still holds for this page.
    }
  };
  return [preferences, save];
}
