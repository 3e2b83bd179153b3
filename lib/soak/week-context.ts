import type { Session, SoakClient } from './client.ts';
import type { Ledger } from './ledger.ts';
import type { SoakRandom } from './random.ts';

/** The demo company the week runs in: its sign-ins (README "The two commands"). */
export const RED_MESA = {
  companyId: 'red-mesa-freight',
  owner: 'owner@redmesa.test',
  payroll: 'payroll@redmesa.test',
  dispatch: 'dispatch@redmesa.test',
  shop: 'shop@redmesa.test',
  driver: 'driver@redmesa.test',
} as const;

export interface Office {
  owner: Session;
  payroll: Session;
  dispatch: Session;
  shop: Session;
  /** Jake Thornton, 1004500, the demo driver. */
  jake: Session;
}

/** What every step of the week gets: the client, the seeded chance, the ledger and who is signed in. */
export interface WeekContext {
  readonly client: SoakClient;
  readonly random: SoakRandom;
  readonly ledger: Ledger;
  readonly office: Office;
  /** Part of every name the week makes (`SOAK-<stamp>…`), so a second run on the same cloud never collides. */
  readonly stamp: string;
}
