import type { CreatedFeedKey, FeedKeyView, FleetPosition, GpsEventView, LogInView, OdometerDay } from '#shared/telematics/api';
import { apiRequest } from './client.ts';

const tractor = (vehicleId: string) => `/tractors/${encodeURIComponent(vehicleId)}`;

export const listFeedKeys = async () => (await apiRequest<{ keys: FeedKeyView[] }>('GET', '/telematics/keys')).keys;
export const createFeedKey = (label: string) => apiRequest<CreatedFeedKey>('POST', '/telematics/keys', { label });
export const revokeFeedKey = (keyId: string) => apiRequest<FeedKeyView>('DELETE', `/telematics/keys/${encodeURIComponent(keyId)}`);
/** Replaces a key: the new one (its secret shown once) and the old one, which works 24 hours more. */
export const rotateFeedKey = (keyId: string) =>
  apiRequest<{ created: CreatedFeedKey; retired: FeedKeyView }>('POST', `/telematics/keys/${encodeURIComponent(keyId)}/rotation`, { confirm: true });

export const listGpsEvents = async (vehicleId: string) => (await apiRequest<{ items: GpsEventView[] }>('GET', `${tractor(vehicleId)}/gps-events`)).items;
export const listLogIns = async (vehicleId: string) => (await apiRequest<{ items: LogInView[] }>('GET', `${tractor(vehicleId)}/log-ins`)).items;
export const getOdometerHistory = async (vehicleId: string) => (await apiRequest<{ items: OdometerDay[] }>('GET', `${tractor(vehicleId)}/odometer-history`)).items;

/** The desktop map's call (roles 1–4) or the mobile map's (every role below 9). */
export const listFleetPositions = async (mobile: boolean) =>
  (await apiRequest<{ positions: FleetPosition[]; at: string }>('GET', mobile ? '/fleet/positions/mobile' : '/fleet/positions')).positions;
