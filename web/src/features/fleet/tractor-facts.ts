import type { FleetTractor } from '#shared/fleet/tractor-api';
import { usDateTime } from '#web/components/format.ts';
import { tractorText as t } from './strings.ts';

export function positionText(tractor: FleetTractor): string {
  const place = [tractor.city, tractor.stateProv].filter(Boolean).join(', ');
  return place || t.noPosition;
}

export function lastSeenText(tractor: FleetTractor): string {
  return tractor.lastTimeStamp ? usDateTime(tractor.lastTimeStamp) : t.none;
}

export function odometerText(tractor: FleetTractor): string {
  return typeof tractor.LatestOdometer === 'number' ? t.miles(tractor.LatestOdometer) : t.none;
}

export function unitText(tractor: FleetTractor): string {
  return [tractor.Year, tractor.Make, tractor.Model].filter(Boolean).join(' ') || t.none;
}
