import type { DemoCompany } from './demo-companies.ts';

/** Deterministic drivers and tractors, so a reseed gives the same fleet every time. */
const FIRST = ['Jake', 'Maria', 'DeShawn', 'Carl', 'Angela', 'Ruben', 'Tammy', 'Victor', 'Keisha', 'Bill', 'Rosa', 'Hank', 'Leticia', 'Omar', 'Darlene', 'Travis', 'Mei', 'Earl', 'Shonda', 'Dale', 'Tom', 'Gloria', 'Ray', 'Nina'];
const LAST = ['Thornton', 'Gonzales', 'Washington', 'Pruitt', 'Holloway', 'Castillo', 'Boyd', 'Nguyen', 'Jefferson', 'McAllister', 'Delgado', 'Kowalski', 'Ramirez', 'Haddad', 'Fischer', 'Cole', 'Lin', 'Whitaker', 'Brooks', 'Yoder', 'Reyes', 'Espinoza', 'Parnell', 'Ivanova'];

const MODELS = [
  { make: 'Freightliner', model: 'Cascadia 126', wmi: '3AKJHHDR' },
  { make: 'Kenworth', model: 'T680', wmi: '1XKYD49X' },
  { make: 'Peterbilt', model: '579', wmi: '1XPBD49X' },
  { make: 'Volvo', model: 'VNL 760', wmi: '4V4NC9EH' },
  { make: 'International', model: 'LT625', wmi: '3HSDZAPR' },
];

const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((c, i) => [c, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i]!]),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_YEAR = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** A VIN with a valid check digit (position 9), as a real tractor's would have. */
function vin(wmi: string, year: number, serial: number): string {
  const draft = `${wmi}0${VIN_YEAR[(year - 2010) % 30]}N${String(serial).padStart(6, '0')}`;
  const sum = [...draft].reduce((acc, c, i) => acc + (/\d/.test(c) ? Number(c) : VIN_VALUES[c]!) * VIN_WEIGHTS[i]!, 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return draft.slice(0, 8) + check + draft.slice(9);
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `uids`: the user account (Cognito sub) of a DriverID that signs in, linked on his driver file. */
export function demoDrivers(company: DemoCompany, uids: ReadonlyMap<string, string> = new Map()) {
  return Array.from({ length: company.driverCount }, (_, i) => {
    const n = i + company.nameOffset;
    const first = FIRST[n % FIRST.length]!;
    const last = LAST[(n * 5) % LAST.length]!;
    const hireYear = 2014 + (i % 11);
    const terminated = i === company.driverCount - 1 && company.driverCount > 10;
    return {
      companyId: company.companyId,
      DriverID: String(company.driverIdBase + i),
      ...(uids.has(String(company.driverIdBase + i)) ? { uid: uids.get(String(company.driverIdBase + i))! } : {}),
      FirstName: first,
      LastName: last,
      DisplayName: `${first} ${last}`,
      Active: !terminated,
      TermStatus: terminated,
      Domicile: i % 9 === 4 ? company.domiciles.slice(0, 2).join('/') : company.domiciles[i % company.domiciles.length]!,
      Phone: `(602) 555-${String(1000 + i * 37).slice(-4)}`,
      HireDate: isoDate(hireYear, 1 + (i % 12), 1 + ((i * 3) % 27)),
      OriginalHireDate: isoDate(hireYear, 1 + (i % 12), 1 + ((i * 3) % 27)),
      ...(terminated ? { TermDate: '2026-09-30' } : {}),
      cdlExpDate: isoDate(2027 + (i % 4), 1 + ((i * 5) % 12), 15),
      medExpDate: isoDate(2026 + (i % 3), 1 + ((i * 7) % 12), 10),
    };
  });
}

export function demoTractors(company: DemoCompany) {
  return Array.from({ length: company.tractorCount }, (_, i) => {
    const spec = MODELS[i % MODELS.length]!;
    const year = 2019 + (i % 7);
    return {
      companyId: company.companyId,
      VehicleID: String(company.vehicleIdBase + i),
      Active: i !== company.tractorCount - 1 || company.tractorCount < 10,
      Domicile: company.domiciles[i % company.domiciles.length]!,
      Vin: vin(spec.wmi, year, 104_000 + i * 173),
      Year: year,
      Make: spec.make,
      Model: spec.model,
      FuelCardNo: `7083 0500 ${String(4400 + i).padStart(4, '0')}`,
      EldSerial: `ELD-${String(880_000 + i * 13)}`,
      LicensePlateNo: `${company.domiciles[0]}${String(2300 + i * 7)}`,
      LatestOdometer: 142_000 + i * 31_750,
    };
  });
}
