import type { MarkerStatus } from '#shared/telematics/map-status';

/** Marker fills, readable on the pale land and told apart by shape as well as colour. */
export const MARKER_COLOR: Record<MarkerStatus, string> = {
  moving: '#037f0c',
  idle: '#b7740b',
  'ignition-off': '#5f6b7a',
  stale: '#d91515',
};
