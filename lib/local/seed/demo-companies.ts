/**
 * The demo tenants. Red Mesa is the company a newcomer explores; Blue Ridge exists so that isolation
 * can be seen (its users must never see Red Mesa's data, and the reverse).
 */
export const DEMO_PASSWORD = 'FastDash#2026';

export interface DemoUser {
  email: string;
  name: string;
  role: number;
  label: string;
  driverId?: string;
}

export interface DemoCompany {
  companyId: string;
  companyName: string;
  companyEmail: string;
  /** The office's address, as the company gives it on Company Setup. */
  address: { street: string; city: string; state: string; zip: string };
  /** The zone its days, weeks and reports are counted in, chosen as a company chooses it at sign-up. */
  timeZone: string;
  timekeepingEnabled: boolean;
  domiciles: string[];
  users: DemoUser[];
  bookmarks: { title: string; url: string; securityLevel: number }[];
  driverCount: number;
  tractorCount: number;
  driverIdBase: number;
  /** Where in the name lists this company's drivers start, so the two fleets do not share names. */
  nameOffset: number;
  vehicleIdBase: number;
}

export const RED_MESA: DemoCompany = {
  companyId: 'red-mesa-freight',
  companyName: 'Red Mesa Freight Lines',
  companyEmail: 'office@redmesa.test',
  address: { street: '4802 W Buckeye Rd', city: 'Phoenix', state: 'AZ', zip: '85043' },
  timeZone: 'America/Phoenix',
  timekeepingEnabled: true,
  domiciles: ['PHX', 'ELP', 'ABQ'],
  users: [
    { email: 'owner@redmesa.test', name: 'Dana Whitfield', role: 1, label: 'Owner (role 1)' },
    { email: 'payroll@redmesa.test', name: 'Marcus Bell', role: 2, label: 'Payroll manager (role 2)' },
    { email: 'dispatch@redmesa.test', name: 'Priya Natarajan', role: 3, label: 'Dispatcher (role 3)' },
    { email: 'shop@redmesa.test', name: 'Luis Ortega', role: 4, label: 'Shop manager (role 4)' },
    { email: 'driver@redmesa.test', name: 'Jake Thornton', role: 8, label: 'Driver (role 8)', driverId: '1004500' },
  ],
  bookmarks: [
    { title: 'FMCSA hours-of-service rules', url: 'https://www.fmcsa.dot.gov/regulations/hours-of-service', securityLevel: 9 },
    { title: 'Driver handbook', url: 'https://redmesa.test/handbook.pdf', securityLevel: 8 },
    { title: 'Shop parts supplier', url: 'https://parts.redmesa.test', securityLevel: 4 },
    { title: 'Fuel card portal', url: 'https://fuel.redmesa.test', securityLevel: 3 },
    { title: 'Payroll bank portal', url: 'https://bank.redmesa.test', securityLevel: 1 },
  ],
  driverCount: 20,
  tractorCount: 15,
  driverIdBase: 1004500,
  nameOffset: 0,
  vehicleIdBase: 410200,
};

export const BLUE_RIDGE: DemoCompany = {
  companyId: 'blue-ridge-carriers',
  companyName: 'Blue Ridge Carriers',
  companyEmail: 'office@blueridge.test',
  address: { street: '2100 Commerce Rd', city: 'Richmond', state: 'VA', zip: '23224' },
  timeZone: 'America/New_York',
  timekeepingEnabled: false,
  domiciles: ['RIC', 'CLT'],
  users: [
    { email: 'owner@blueridge.test', name: 'Ellen Park', role: 1, label: 'Other company: owner (role 1)' },
    { email: 'driver@blueridge.test', name: 'Tom Holloway', role: 8, label: 'Other company: driver (role 8)', driverId: '2007700' },
  ],
  bookmarks: [{ title: 'Blue Ridge payroll portal', url: 'https://bank.blueridge.test', securityLevel: 1 }],
  driverCount: 4,
  tractorCount: 3,
  driverIdBase: 2007700,
  nameOffset: 20,
  vehicleIdBase: 520300,
};

export const DEMO_COMPANIES = [RED_MESA, BLUE_RIDGE];
