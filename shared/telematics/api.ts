import * as z from 'zod';
import { id } from '#shared/validation/bounds';

/** Requests and answers of the telematics routes, shared by the handlers and the SPA. */

export const feedKeyBody = z.object({ label: z.string().trim().max(60).default('') }).strict();
export const keyIdParams = z.object({ keyId: id('keyId', 32) }).strict();
export const vehicleParams = z.object({ vehicleId: id('vehicleId', 32) }).strict();

export interface FeedKeyView {
  keyId: string;
  label: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The only answer that carries the key itself: it cannot be read again. */
export interface CreatedFeedKey extends FeedKeyView { key: string }

export interface RefusedEvent { index: number; eventId: string | null; reasons: string[] }
export interface IngestAnswer { accepted: number; duplicates: number; refused: RefusedEvent[] }

export interface GpsEventView {
  eventId: string;
  eventType: string;
  posTimeStamp: string;
  odometer: number | null;
  stateProv: string | null;
  city: string | null;
  speed: number | null;
  ignition: string | null;
  driverID: string | null;
  lat: number | null;
  lon: number | null;
}

export interface LogInView { eventId: string; posTimeStamp: string; DriverID: string; driverName: string | null; code: number; meaning: string }

export interface OdometerDay {
  date: string;
  odoStart: number | null;
  odoStop: number | null;
  miles: number;
  states: { state: string; miles: number }[];
}

export interface FleetPosition {
  VehicleID: string;
  Domicile: string;
  lat: number | null;
  lon: number | null;
  lastSpeed: number | null;
  lastTimeStamp: string | null;
  city: string | null;
  stateProv: string | null;
  ignitionStatus: 'on' | 'off' | 'unknown' | null;
  currentDriverId: string | null;
  driverName: string | null;
  /** False when the caller may not see who drives the tractor (a driver, for another's tractor). */
  driverShown: boolean;
}

export const LOG_CODE_MEANING: Record<number, string> = { 101: 'Logged in', 102: 'Logged off', 103: 'Forced log-off', 104: 'Bumped by another driver' };
