/** The cache keys of the feed's reads; a key change invalidates the list. */
export const telematicsKeys = {
  feedKeys: ['telematics', 'feed-keys'] as const,
  gpsEvents: (vehicleId: string) => ['telematics', 'gps-events', vehicleId] as const,
  logIns: (vehicleId: string) => ['telematics', 'log-ins', vehicleId] as const,
  odometer: (vehicleId: string) => ['telematics', 'odometer', vehicleId] as const,
  positions: (mobile: boolean) => ['telematics', 'positions', mobile ? 'mobile' : 'desktop'] as const,
};
