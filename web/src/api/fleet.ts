import type { DriverFile, DriverFileEdit, NewDriverFile } from '#shared/fleet/driver-file';
import type { FleetTractor, NewTractor, ServiceStateMove, TractorEdit, VinChange } from '#shared/fleet/tractor-api';
import type { TripPayoutView } from '#shared/payroll-api/pay-docs';
import { apiRequest } from './client.ts';

const enc = encodeURIComponent;

export type TripRow = { TripNumber: string; PayRunID: string; TripStartDate?: string; RunType?: string; MilesQTY?: number; DriverNo1?: string; DriverNo2?: string; LegOrg?: string; LegDest?: string; SpotName?: string };
export type FuelRow = { PayRunID: string; StatementOrderIndex: number; TicketNumber?: string; TransactionDate?: string; GallonsPurchased?: number; FuelAmount?: number; TruckStopName?: string };
export type PayoutRow = TripPayoutView & { PayRunID: string };

/** The fleet routes (lambdas/fleet/routes.ts). */
export const fleetApi = {
  tractors: () => apiRequest<{ tractors: FleetTractor[] }>('GET', '/fleet/tractors').then((a) => a.tractors),
  tractor: (vehicleId: string) => apiRequest<FleetTractor>('GET', `/fleet/tractors/${enc(vehicleId)}`),
  addTractor: (body: NewTractor) => apiRequest<FleetTractor>('POST', '/fleet/tractors', body),
  editTractor: (vehicleId: string, body: TractorEdit) => apiRequest<FleetTractor>('PUT', `/fleet/tractors/${enc(vehicleId)}`, body),
  moveTractor: (vehicleId: string, body: ServiceStateMove) => apiRequest<FleetTractor>('PUT', `/fleet/tractors/${enc(vehicleId)}/service-state`, body),
  trips: (vehicleId: string) => apiRequest<{ from: string; trips: TripRow[]; fuel: FuelRow[] }>('GET', `/fleet/tractors/${enc(vehicleId)}/trips`),
  payouts: (vehicleId: string) => apiRequest<{ from: string; payouts: PayoutRow[] }>('GET', `/fleet/tractors/${enc(vehicleId)}/payouts`),
  vinHistory: (vehicleId: string, cursor: string | null) =>
    apiRequest<{ changes: VinChange[]; cursor: string | null }>('GET', `/fleet/tractors/${enc(vehicleId)}/vin-history${cursor ? `?cursor=${enc(cursor)}` : ''}`),
  drivers: () => apiRequest<{ drivers: DriverFile[] }>('GET', '/fleet/drivers').then((a) => a.drivers),
  addDriver: (body: NewDriverFile) => apiRequest<DriverFile>('POST', '/fleet/drivers', body),
  editDriver: (driverId: string, body: DriverFileEdit) => apiRequest<DriverFile>('PUT', `/fleet/drivers/${enc(driverId)}`, body),
  driverProfile: (userId: string) => apiRequest<DriverFile>('GET', `/fleet/driver-profiles/${enc(userId)}`),
  myDriverFile: () => apiRequest<DriverFile>('GET', '/fleet/my-driver-file'),
};

/** Cache keys; a write invalidates `fleetKeys.all`'s tractors or drivers. */
export const fleetKeys = {
  tractors: ['fleet', 'tractors'] as const,
  tractor: (id: string) => ['fleet', 'tractors', id] as const,
  trips: (id: string) => ['fleet', 'tractors', id, 'trips'] as const,
  payouts: (id: string) => ['fleet', 'tractors', id, 'payouts'] as const,
  vinHistory: (id: string, cursor: string | null) => ['fleet', 'tractors', id, 'vin', cursor] as const,
  drivers: ['fleet', 'drivers'] as const,
  profile: (userId: string) => ['fleet', 'drivers', 'profile', userId] as const,
};

/** A domicile with its address, position and zone (the routes stay in payroll's list: GET/PUT/DELETE /domiciles). */
export interface Location {
  id: string;
  name: string;
  timeZone?: string;
  address?: string;
  city?: string;
  state?: string;
  lat?: number;
  lon?: number;
  Active: boolean;
}

export const locationApi = {
  list: () => apiRequest<{ domiciles: Location[] }>('GET', '/domiciles').then((a) => a.domiciles),
  save: (id: string, body: Omit<Location, 'id'>) => apiRequest<Location>('PUT', `/domiciles/${enc(id)}`, body),
  remove: (id: string) => apiRequest<unknown>('DELETE', `/domiciles/${enc(id)}`),
};

export const locationKeys = { all: ['fleet', 'locations'] as const };
