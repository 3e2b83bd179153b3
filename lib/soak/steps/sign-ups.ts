import type { Session } from '#lib/soak/client';
import { invitedSignIn, mailedCode, refreshed, signIn } from '#lib/soak/people';
import { expectStatus, SoakStepError } from '#lib/soak/step-error';
import type { WeekContext } from '#lib/soak/week-context';

/** The password the week's new users choose (Cognito's policy: upper, lower, digit, symbol). */
const NEW_PASSWORD = 'Soak#Week2026';

/**
 * A fleet that signs up on its own, as /register and /create-company do: Cognito's SignUp, the mailed
 * code, then `POST /companies`; its owner's refreshed token carries the new company.
 */
export async function companySignsUp(ctx: WeekContext): Promise<void> {
  const { client, ledger } = ctx;
  const email = `soak-${ctx.stamp}@newfleet.test`.toLowerCase();
  const companyName = `Soak Freight ${ctx.stamp}`;
  const up = await client.cognito('SignUp', { ClientId: client.target.clientId, Username: email, Password: NEW_PASSWORD, UserAttributes: [{ Name: 'email', Value: email }, { Name: 'name', Value: 'Sam Soak' }] });
  if (up.status !== 200 && !(up.attempts > 1 && up.body?.__type === 'UsernameExistsException')) throw new SoakStepError(`SignUp of ${email} answered ${up.status} ${String(up.body?.__type ?? '')}`);
  const code = await mailedCode(client, email, 'signUp');
  const confirmed = await client.cognito('ConfirmSignUp', { ClientId: client.target.clientId, Username: email, ConfirmationCode: code });
  if (confirmed.status !== 200 && confirmed.attempts === 1) throw new SoakStepError(`ConfirmSignUp of ${email} answered ${confirmed.status}`);
  let owner = await signIn(client, email, NEW_PASSWORD);
  const created = await client.api(owner, 'POST', '/companies', {
    companyName, companyEmail: email, address: { street: '100 Industrial Blvd', city: 'Amarillo', state: 'TX', zip: '79101' }, timeZone: 'America/Chicago',
  });
  expectStatus(created, [201], 'POST /companies');
  owner = await refreshed(client, owner);
  ledger.written(`company ${companyName} signed up`, async () => {
    const me = await client.api(owner, 'GET', '/me');
    return me.body?.company?.companyName === companyName ? undefined : `GET /me shows ${JSON.stringify(me.body?.company?.companyName ?? null)}`;
  });
}

export interface NewDriver {
  session: Session;
  DriverID: string;
  name: string;
}

/**
 * Red Mesa's owner hires a driver: his driver file (`POST /drivers`), the invitation with his DriverID
 * (`POST /accounts/invitations`), his first sign-in with the mailed temporary password, and `GET /me`,
 * which makes the account active. He is the one who punches, inspects and chats this week.
 */
export async function driverIsHired(ctx: WeekContext): Promise<NewDriver> {
  const { client, ledger, office } = ctx;
  const DriverID = `SK${ctx.stamp.slice(-6)}`.toUpperCase();
  const last = ctx.random.pick(['Alvarez', 'Brooks', 'Chen', 'Dunn', 'Ellis', 'Foster']);
  const name = `Sonny ${last}`;
  const email = `sonny-${ctx.stamp}@redmesa.test`.toLowerCase();
  expectStatus(await client.api(office.owner, 'POST', '/drivers', { DriverID, FirstName: 'Sonny', LastName: last }), [201], 'POST /drivers');
  expectStatus(await client.api(office.owner, 'POST', '/accounts/invitations', { email, name, role: 8, driverId: DriverID }), [201], 'POST /accounts/invitations');
  const session = await invitedSignIn(client, email, NEW_PASSWORD);
  expectStatus(await client.api(session, 'GET', '/me'), [200], 'GET /me of the new driver');

  ledger.written(`driver file ${DriverID}`, async () => {
    const list = await client.api(office.payroll, 'GET', '/drivers');
    return (list.body?.drivers as { DriverID: string }[] | undefined)?.some((d) => d.DriverID === DriverID) ? undefined : 'not in GET /drivers';
  });
  ledger.once(`account ${email}, active`, async () => {
    const list = await client.api(office.owner, 'GET', '/accounts?view=all');
    const mine = (list.body?.accounts as { email: string; status: string }[] | undefined)?.filter((a) => a.email === email) ?? [];
    if (mine.length !== 1) return `GET /accounts lists it ${mine.length} times`;
    return mine[0]!.status === 'active' ? undefined : `its status is ${mine[0]!.status}, not active`;
  });
  return { session, DriverID, name };
}
