export const scheduleKeys = {
  all: ['schedules'] as const,
  week: (week: string) => ['schedules', 'week', week] as const,
  driver: (DriverID: string, from: string) => ['schedules', 'driver', DriverID, from] as const,
  sheets: (day: string) => ['schedules', 'sheets', day] as const,
  mine: ['schedules', 'mine'] as const,
  link: (token: string) => ['schedules', 'link', token] as const,
  myLinks: ['schedules', 'my-links'] as const,
  driverLinks: (DriverID: string) => ['schedules', 'driver-links', DriverID] as const,
  myDay: (day: string) => ['schedules', 'my-day', day] as const,
};
