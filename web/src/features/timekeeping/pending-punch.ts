import type { Position } from '#shared/timekeeping/api';

/** A punch the phone could not send yet: kept with its punchKey so the retry is the same punch. */
export interface PendingPunch { direction: 'in' | 'out'; punchKey: string; position?: Position; at: string }

const KEY = 'fastdash.timeclock.pending';

export function readPending(): PendingPunch | null {
  try {
    const text = localStorage.getItem(KEY);
    return text ? (JSON.parse(text) as PendingPunch) : null;
  } catch {
    return null;
  }
}

export function keepPending(punch: PendingPunch): void {
  localStorage.setItem(KEY, JSON.stringify(punch));
}

export function clearPending(): void {
  localStorage.removeItem(KEY);
}

/** The phone's position when the driver allows it; nothing (never an error) when he does not or it takes too long. */
export function currentPosition(): Promise<Position | undefined> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: Math.round(p.coords.latitude * 1e6) / 1e6, lon: Math.round(p.coords.longitude * 1e6) / 1e6 }),
      () => resolve(undefined),
      { timeout: 5000, maximumAge: 60_000 },
    );
  });
}
