/** The part of the drawn map shown, in the map's own units (an SVG viewBox). */
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Around the fleet: a tenth of its span on each side, so edge markers are whole. */
const MARGIN = 0.1;
/** Never closer than an eighth of the country: one tractor alone still shows the states around it. */
const MIN_SHARE = 1 / 8;

/**
 * The view that fits every placed tractor, with a margin, at the map's own proportions and inside the
 * map; the whole map when nothing is placed.
 */
export function fleetViewBox(points: readonly { x: number; y: number }[], map: { width: number; height: number }): ViewBox {
  const whole = { x: 0, y: 0, width: map.width, height: map.height };
  if (points.length === 0) return whole;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, maxY - minY);
  const margin = span * MARGIN;
  const aspect = map.width / map.height;
  let width = Math.max(maxX - minX + 2 * margin, map.width * MIN_SHARE);
  const height = Math.max(maxY - minY + 2 * margin, width / aspect);
  width = Math.max(width, height * aspect);
  if (width >= map.width || height >= map.height) return whole;
  const x = clamp((minX + maxX) / 2 - width / 2, 0, map.width - width);
  const y = clamp((minY + maxY) / 2 - height / 2, 0, map.height - height);
  return { x, y, width, height };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
