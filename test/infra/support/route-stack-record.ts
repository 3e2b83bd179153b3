import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { nestedStacksOf } from './nested-template.ts';

/** `"METHOD /path"` → construct id of the nested stack that holds the route, e.g. `PayrollRoutes`. */
export type RouteStackMap = Record<string, string>;

export interface RouteStackDiff {
  /** Recorded routes now synthesized in another nested stack. */
  readonly moved: readonly { route: string; from: string; to: string }[];
  /** Synthesized routes the record does not hold yet. */
  readonly added: readonly string[];
  /** Recorded routes the API no longer serves. */
  readonly removed: readonly string[];
}

/** Which nested stack of `api` holds each route key, read from the synthesized templates. */
export function synthesizedRouteStacks(api: Stack): RouteStackMap {
  const map: RouteStackMap = {};
  for (const nested of nestedStacksOf(api)) {
    for (const route of Object.values(Template.fromStack(nested).findResources('AWS::ApiGatewayV2::Route'))) {
      const key = route.Properties.RouteKey as string;
      if (key in map) throw new Error(`${key} is both in ${map[key]} and in ${nested.node.id}`);
      map[key] = nested.node.id;
    }
  }
  return sorted(map);
}

export function diffRouteStacks(recorded: RouteStackMap, synthesized: RouteStackMap): RouteStackDiff {
  const routes = Object.keys(synthesized);
  return {
    moved: routes.filter((r) => r in recorded && recorded[r] !== synthesized[r]).map((r) => ({ route: r, from: recorded[r]!, to: synthesized[r]! })),
    added: routes.filter((r) => !(r in recorded)),
    removed: Object.keys(recorded).filter((r) => !(r in synthesized)),
  };
}

/** The record brought up to date: new routes appended, removed ones dropped, a moved route left where it was recorded. */
export function updatedRecord(recorded: RouteStackMap, synthesized: RouteStackMap): RouteStackMap {
  const kept = Object.entries(recorded).filter(([route]) => route in synthesized);
  const added = Object.entries(synthesized).filter(([route]) => !(route in recorded));
  return sorted(Object.fromEntries([...kept, ...added]));
}

/** By path, then method: a path's routes sit together in the file. */
function sorted(map: RouteStackMap): RouteStackMap {
  const order = (key: string) => key.replace(/^(\S+) (.*)$/, '$2 $1');
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => order(a).localeCompare(order(b))));
}
