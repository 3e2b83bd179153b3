import { expect } from 'vitest';
import { vinCheckDigit } from '#shared/fleet/vin';
import { api } from './tokens.ts';

/**
 * A tractor of its own for one test, with a valid VIN and no inspection yet: integration files submit
 * DVIRs on the demo tractors while the browser tests run, and a DVIR arriving mid-test changes the §396.13
 * review a driver is asked to sign.
 */
export async function newTractor(as: string, prefix: string, domicile = 'PHX'): Promise<string> {
  const digits = Math.floor(Math.random() * 1e6).toString().padStart(6, '0');
  const base = `1M8GDM9A0KP${digits}`;
  const VehicleID = `${prefix}${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const created = await api('POST', '/fleet/tractors', { as, body: { VehicleID, Vin: `${base.slice(0, 8)}${vinCheckDigit(base)}${base.slice(9)}`, Domicile: domicile, Make: 'Kenworth', Model: 'T680' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return VehicleID;
}
