/** A tractor's marker at its place on the screen, in CSS pixels. */
export interface ScreenPoint<T> {
  id: string;
  x: number;
  y: number;
  item: T;
}

/** One marker on the map: a lone tractor, or several drawn as one with their count. */
export interface MarkerGroup<T> {
  x: number;
  y: number;
  members: ScreenPoint<T>[];
}

/**
 * Groups markers whose centres are closer than `distance` screen pixels, so no two drawn markers' tap
 * targets overlap: tractors resting at one terminal share a point and become one marker with their count.
 * Merging repeats until no two groups are that close (a group's centre is its members' mean); a grid of
 * `distance`-sized cells keeps each pass linear. Members and groups come out in a stable order.
 */
export function clusterMarkers<T>(points: readonly ScreenPoint<T>[], distance: number): MarkerGroup<T>[] {
  let groups: MarkerGroup<T>[] = [...points]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((p) => ({ x: p.x, y: p.y, members: [p] }));
  if (!(distance > 0)) return groups;
  for (;;) {
    const next = mergeClose(groups, distance);
    if (next.length === groups.length) break;
    groups = next;
  }
  for (const g of groups) g.members.sort((a, b) => a.id.localeCompare(b.id));
  return groups.sort((a, b) => a.members[0]!.id.localeCompare(b.members[0]!.id));
}

const cellOf = (v: number, distance: number) => Math.floor(v / distance);

/** One pass: each group joins the nearest kept group within `distance`, else is kept. */
function mergeClose<T>(groups: readonly MarkerGroup<T>[], distance: number): MarkerGroup<T>[] {
  const kept: MarkerGroup<T>[] = [];
  const grid = new Map<string, MarkerGroup<T>[]>();
  const key = (g: MarkerGroup<T>) => `${cellOf(g.x, distance)}:${cellOf(g.y, distance)}`;
  const place = (g: MarkerGroup<T>) => {
    const k = key(g);
    grid.set(k, [...(grid.get(k) ?? []), g]);
  };
  const lift = (g: MarkerGroup<T>) => {
    const k = key(g);
    grid.set(k, (grid.get(k) ?? []).filter((h) => h !== g));
  };
  for (const g of groups) {
    let nearest: MarkerGroup<T> | undefined;
    let best = distance;
    const cx = cellOf(g.x, distance);
    const cy = cellOf(g.y, distance);
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (const h of grid.get(`${cx + dx}:${cy + dy}`) ?? []) {
          const d = Math.hypot(h.x - g.x, h.y - g.y);
          if (d < best) [best, nearest] = [d, h];
        }
      }
    }
    if (!nearest) {
      kept.push(g);
      place(g);
      continue;
    }
    lift(nearest);
    const total = nearest.members.length + g.members.length;
    nearest.x = (nearest.x * nearest.members.length + g.x * g.members.length) / total;
    nearest.y = (nearest.y * nearest.members.length + g.y * g.members.length) / total;
    nearest.members.push(...g.members);
    place(nearest);
  }
  return kept;
}
