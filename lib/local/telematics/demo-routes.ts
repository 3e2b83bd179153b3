/**
 * Interstate legs between the demo domiciles, as hand-written waypoints along the real highways (towns
 * on the route, with their state). The provider simulator and the demo history drive these.
 */
export interface Waypoint { lat: number; lon: number; state: string; city: string }
export interface Leg { from: string; to: string; highway: string; points: Waypoint[] }

const w = (city: string, state: string, lat: number, lon: number): Waypoint => ({ city, state, lat, lon });

const PHX = w('Phoenix', 'AZ', 33.4484, -112.074);
const ELP = w('El Paso', 'TX', 31.7619, -106.485);
const ABQ = w('Albuquerque', 'NM', 35.0844, -106.6504);
const RIC = w('Richmond', 'VA', 37.5407, -77.436);
const CLT = w('Charlotte', 'NC', 35.2271, -80.8431);

const I10: Waypoint[] = [
  PHX, w('Chandler', 'AZ', 33.3062, -111.8413), w('Casa Grande', 'AZ', 32.8795, -111.7574), w('Eloy', 'AZ', 32.7559, -111.5548),
  w('Marana', 'AZ', 32.4367, -111.2254), w('Tucson', 'AZ', 32.2226, -110.9747), w('Benson', 'AZ', 31.9679, -110.2945),
  w('Willcox', 'AZ', 32.2529, -109.832), w('San Simon', 'AZ', 32.2687, -109.2245), w('Lordsburg', 'NM', 32.3504, -108.7087),
  w('Deming', 'NM', 32.2687, -107.7586), w('Las Cruces', 'NM', 32.3199, -106.7637), w('Anthony', 'NM', 32.004, -106.6058),
  w('Canutillo', 'TX', 31.9118, -106.5983), ELP,
];
const I25: Waypoint[] = [
  ELP, w('Canutillo', 'TX', 31.9118, -106.5983), w('Anthony', 'NM', 32.004, -106.6058), w('Las Cruces', 'NM', 32.3199, -106.7637),
  w('Hatch', 'NM', 32.6654, -107.1564), w('Truth or Consequences', 'NM', 33.1284, -107.2528), w('Socorro', 'NM', 34.0584, -106.8914),
  w('Belen', 'NM', 34.6628, -106.7764), w('Los Lunas', 'NM', 34.8062, -106.7334), ABQ,
];
const I40_I17: Waypoint[] = [
  ABQ, w('Grants', 'NM', 35.1473, -107.8514), w('Gallup', 'NM', 35.5281, -108.7426), w('Lupton', 'AZ', 35.3567, -109.0545),
  w('Holbrook', 'AZ', 34.9022, -110.1582), w('Winslow', 'AZ', 35.0242, -110.6974), w('Flagstaff', 'AZ', 35.1983, -111.6513),
  w('Camp Verde', 'AZ', 34.5636, -111.8543), w('Cordes Lakes', 'AZ', 34.3078, -112.1032), w('Anthem', 'AZ', 33.8673, -112.146), PHX,
];
const I85: Waypoint[] = [
  RIC, w('Petersburg', 'VA', 37.2279, -77.4019), w('South Hill', 'VA', 36.7265, -78.1289), w('Henderson', 'NC', 36.3296, -78.3992),
  w('Durham', 'NC', 35.994, -78.8986), w('Burlington', 'NC', 36.0957, -79.4378), w('Greensboro', 'NC', 36.0726, -79.792),
  w('Lexington', 'NC', 35.824, -80.2534), w('Salisbury', 'NC', 35.6709, -80.4742), w('Concord', 'NC', 35.4088, -80.5795), CLT,
];
const I77_I81: Waypoint[] = [
  CLT, w('Mooresville', 'NC', 35.5849, -80.8101), w('Statesville', 'NC', 35.7826, -80.8873), w('Elkin', 'NC', 36.2443, -80.8484),
  w('Fancy Gap', 'VA', 36.6676, -80.6959), w('Wytheville', 'VA', 36.9485, -81.0848), w('Christiansburg', 'VA', 37.1298, -80.4089),
  w('Roanoke', 'VA', 37.271, -79.9414), w('Lynchburg', 'VA', 37.4138, -79.1422), w('Farmville', 'VA', 37.3021, -78.3919), RIC,
];

/** Each company's loop of legs; a tractor starts the loop at its own domicile. */
export const DEMO_LOOPS: Record<string, Leg[]> = {
  'red-mesa-freight': [
    { from: 'PHX', to: 'ELP', highway: 'I-10', points: I10 },
    { from: 'ELP', to: 'ABQ', highway: 'I-25', points: I25 },
    { from: 'ABQ', to: 'PHX', highway: 'I-40, I-17', points: I40_I17 },
  ],
  'blue-ridge-carriers': [
    { from: 'RIC', to: 'CLT', highway: 'I-85', points: I85 },
    { from: 'CLT', to: 'RIC', highway: 'I-77, I-81', points: I77_I81 },
  ],
};
