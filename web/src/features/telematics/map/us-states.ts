import { geoAlbersUsa, geoPath, type GeoProjection } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The drawn map: state shapes and borders as SVG paths, and the projection markers are placed with. */
export interface UsMap {
  width: number;
  height: number;
  land: string;
  borders: string;
  project: (lon: number, lat: number) => [number, number] | null;
}

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

let loading: Promise<UsMap> | undefined;

/** us-atlas is ~110 KB gzip: fetched in a chunk of its own the first time a map opens, never with the app. */
export function loadUsMap(): Promise<UsMap> {
  loading ??= import('us-atlas/states-10m.json').then((m) => {
    const topology = (m.default ?? m) as unknown as Topology<{ states: GeometryCollection; nation: GeometryCollection }>;
    const states = feature(topology, topology.objects.states);
    const projection: GeoProjection = geoAlbersUsa().fitSize([MAP_WIDTH, MAP_HEIGHT], states);
    const path = geoPath(projection);
    return {
      width: MAP_WIDTH,
      height: MAP_HEIGHT,
      land: path(states) ?? '',
      borders: path(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? '',
      project: (lon, lat) => projection([lon, lat]),
    };
  });
  return loading;
}
