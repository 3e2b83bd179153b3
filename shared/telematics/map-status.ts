/** A tractor's marker on the fleet map, from its latest position. */
export type MarkerStatus = 'moving' | 'idle' | 'ignition-off' | 'stale';

export const MARKER_STATUSES: readonly MarkerStatus[] = ['moving', 'idle', 'ignition-off', 'stale'];
export const STALE_AFTER_MS = 24 * 3600 * 1000;
/** Below this speed (mph) with the ignition on, a tractor is idling rather than moving. */
export const MOVING_SPEED_MPH = 3;

export interface LatestState {
  lastTimeStamp?: string | undefined;
  lastSpeed?: number | undefined;
  ignitionStatus?: 'on' | 'off' | 'unknown' | undefined;
  lastPos?: { lat: number; lon: number } | undefined;
}

/** No position, or none in 24 hours, is `stale` whatever the last one said. */
export function markerStatus(t: LatestState, nowMs: number): MarkerStatus {
  const at = t.lastTimeStamp ? Date.parse(t.lastTimeStamp) : NaN;
  if (!t.lastPos || !Number.isFinite(at) || nowMs - at > STALE_AFTER_MS) return 'stale';
  if (t.ignitionStatus === 'off') return 'ignition-off';
  return (t.lastSpeed ?? 0) >= MOVING_SPEED_MPH ? 'moving' : 'idle';
}
