import { describe, expect, it } from 'vitest';
import { fleetViewBox } from '#web/features/telematics/map/map-view-box.ts';
import { clusterMarkers, type ScreenPoint } from '#web/features/telematics/map/marker-clusters.ts';
import { popoverAnchor } from '#web/features/telematics/map/popover-anchor.ts';

const at = (id: string, x: number, y: number): ScreenPoint<string> => ({ id, x, y, item: id });
const ids = (groups: ReturnType<typeof clusterMarkers<string>>) => groups.map((g) => g.members.map((m) => m.id));

describe('clusterMarkers', () => {
  it('draws tractors resting at one terminal as one marker with their count', () => {
    const groups = clusterMarkers([at('410203', 100, 50), at('410207', 100, 50), at('410209', 100, 50), at('410200', 300, 50)], 44);
    expect(ids(groups)).toEqual([['410200'], ['410203', '410207', '410209']]);
    expect(groups[1]).toMatchObject({ x: 100, y: 50 });
  });

  it('groups markers a few pixels apart, even across a grid cell border, and puts the group at their mean', () => {
    const groups = clusterMarkers([at('a', 43.5, 10), at('b', 44.5, 12)], 44);
    expect(ids(groups)).toEqual([['a', 'b']]);
    expect(groups[0]!.x).toBeCloseTo(44);
    expect(groups[0]!.y).toBeCloseTo(11);
  });

  it('keeps markers apart when their tap targets do not overlap', () => {
    expect(ids(clusterMarkers([at('a', 0, 0), at('b', 44, 0), at('c', 0, 60)], 44))).toEqual([['a'], ['b'], ['c']]);
  });

  it('merges again when a grown group comes within reach of another', () => {
    // b is 46 from a and kept apart; c joins a, whose group moves to x=10, 36 from b: a second pass joins them.
    expect(ids(clusterMarkers([at('a', 0, 0), at('b', 46, 0), at('c', 20, 0)], 44))).toEqual([['a', 'b', 'c']]);
  });

  it('gives the same groups in the same order whatever order the positions arrive in', () => {
    const points = [at('3', 5, 5), at('1', 6, 5), at('2', 200, 5), at('4', 201, 6)];
    expect(ids(clusterMarkers(points, 44))).toEqual(ids(clusterMarkers([...points].reverse(), 44)));
    expect(ids(clusterMarkers(points, 44))).toEqual([['1', '3'], ['2', '4']]);
  });

  it('leaves each marker alone when there is nothing to group or no distance', () => {
    expect(clusterMarkers([], 44)).toEqual([]);
    expect(ids(clusterMarkers([at('a', 1, 1), at('b', 1, 1)], 0))).toEqual([['a'], ['b']]);
  });

  it('leaves no two markers of a fleet of a thousand closer than the distance, and loses none', () => {
    const many = Array.from({ length: 1000 }, (_, i) => at(String(i).padStart(4, '0'), (i % 40) * 10, Math.floor(i / 40) * 10));
    const groups = clusterMarkers(many, 44);
    expect(groups.reduce((n, g) => n + g.members.length, 0)).toBe(1000);
    for (const a of groups) for (const b of groups) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(44);
  });
});

describe('fleetViewBox', () => {
  const map = { width: 975, height: 610 };

  it('shows the whole map when no tractor has a position', () => {
    expect(fleetViewBox([], map)).toEqual({ x: 0, y: 0, width: 975, height: 610 });
  });

  it("zooms to the fleet's extent with a margin, at the map's proportions", () => {
    const box = fleetViewBox([{ x: 200, y: 400 }, { x: 400, y: 450 }], map);
    expect(box.width / box.height).toBeCloseTo(975 / 610);
    expect(box.width).toBeCloseTo(240); // 200 wide plus a tenth of it on each side
    expect(box.x).toBeLessThanOrEqual(200 - 20);
    expect(box.x + box.width).toBeGreaterThanOrEqual(400 + 20);
    expect(box.y).toBeLessThanOrEqual(400);
    expect(box.y + box.height).toBeGreaterThanOrEqual(450);
  });

  it('keeps an eighth of the country around a lone tractor', () => {
    const box = fleetViewBox([{ x: 500, y: 300 }], map);
    expect(box.width).toBeCloseTo(975 / 8);
    expect(box.x + box.width / 2).toBeCloseTo(500);
    expect(box.y + box.height / 2).toBeCloseTo(300);
  });

  it('stays inside the map near its edge', () => {
    const box = fleetViewBox([{ x: 5, y: 600 }], map);
    expect(box.x).toBe(0);
    expect(box.y + box.height).toBeCloseTo(610);
  });

  it('shows the whole map for a fleet from coast to coast', () => {
    expect(fleetViewBox([{ x: 10, y: 100 }, { x: 960, y: 500 }], map)).toEqual({ x: 0, y: 0, width: 975, height: 610 });
  });
});

describe('popoverAnchor', () => {
  it('opens under the marker, centred on it', () => {
    expect(popoverAnchor({ x: 500, y: 100 }, 1000)).toEqual({ left: 380, top: 124 });
  });

  it('stays on a 350 px map for a marker at its right or left edge', () => {
    expect(popoverAnchor({ x: 340, y: 50 }, 350).left).toBe(110);
    expect(popoverAnchor({ x: 5, y: 50 }, 350).left).toBe(0);
  });

  it('starts at the left edge of a map narrower than the popover', () => {
    expect(popoverAnchor({ x: 100, y: 0 }, 200).left).toBe(0);
  });
});
