import { vinCheckDigit } from '#shared/fleet/vin';
import { expectStatus } from '#lib/soak/step-error';
import type { WeekContext } from '#lib/soak/week-context';

/**
 * The shop adds the week's own tractor (`POST /fleet/tractors`): a valid VIN and no inspection yet, so the
 * week's DVIRs never meet the §396.13 review of the demo tractors' open faults.
 */
export async function tractorJoinsFleet(ctx: WeekContext): Promise<string> {
  const { client, ledger, office, random } = ctx;
  const digits = String(random.int(0, 999_999)).padStart(6, '0');
  const base = `1M8GDM9A0KP${digits}`;
  const VehicleID = `S${ctx.stamp.slice(-5)}`.toUpperCase();
  const body = { VehicleID, Vin: `${base.slice(0, 8)}${vinCheckDigit(base)}${base.slice(9)}`, Domicile: 'PHX', Make: 'Kenworth', Model: 'T680' };
  expectStatus(await client.api(office.shop, 'POST', '/fleet/tractors', body), [201], 'POST /fleet/tractors');
  ledger.once(`tractor ${VehicleID}`, async () => {
    const list = await client.api(office.shop, 'GET', '/fleet/tractors');
    const found = (list.body?.tractors as { VehicleID: string }[] | undefined)?.filter((t) => t.VehicleID === VehicleID).length ?? 0;
    return found === 1 ? undefined : `GET /fleet/tractors lists it ${found} times`;
  });
  return VehicleID;
}
