import { claimsOf, cognitoCall, passwordSignIn, refreshedTokens } from './cognito-calls.ts';
import { cloud } from './cloud-context.ts';
import { latestCode } from './mailbox.ts';
import { api } from './tokens.ts';

export const FRESH_PASSWORD = 'Fresh#Company2026';

export interface FreshCompany {
  companyId: string;
  companyName: string;
  owner: { email: string; password: string; name: string; idToken: string; refreshToken: string; sub: string };
}

/** A unique e-mail for a new user: `<prefix>-<time>-<random>@<domain>`. */
export function uniqueEmail(prefix: string, domain = 'newfleet.test'): string {
  const slug = prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 24) || 'user';
  return `${slug}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@${domain}`;
}

/** Signs a new user up and confirms him with the code the mailbox received; he has no company yet. */
export async function signedUpUser(prefix: string, name = `${prefix} Owner`): Promise<{ email: string; password: string; name: string; tokens: Awaited<ReturnType<typeof passwordSignIn>> }> {
  const email = uniqueEmail(prefix);
  const { clientId } = cloud().cognito;
  const signUp = await cognitoCall('SignUp', { ClientId: clientId, Username: email, Password: FRESH_PASSWORD, UserAttributes: [{ Name: 'email', Value: email }, { Name: 'name', Value: name }] });
  if (signUp.status !== 200) throw new Error(`SignUp of ${email} failed: ${JSON.stringify(signUp.json)}`);
  const code = await latestCode(email, 'signUp');
  const confirm = await cognitoCall('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: code });
  if (confirm.status !== 200) throw new Error(`ConfirmSignUp of ${email} failed: ${JSON.stringify(confirm.json)}`);
  return { email, password: FRESH_PASSWORD, name, tokens: await passwordSignIn(email, FRESH_PASSWORD) };
}

/**
 * A company of its own for a test that changes a company (never Red Mesa or Blue Ridge): a new user signs
 * up through the local Cognito, creates the company with `POST /companies`, and holds a refreshed ID token
 * with its claims (role 1).
 */
export async function freshCompany(prefix: string, company: Partial<{ companyName: string; timeZone: string }> = {}): Promise<FreshCompany> {
  const user = await signedUpUser(prefix);
  const companyName = company.companyName ?? `${prefix} Freight ${Date.now().toString(36)}`;
  const created = await api('POST', '/companies', {
    token: user.tokens.IdToken,
    body: {
      companyName,
      companyEmail: user.email,
      address: { street: '100 Industrial Blvd', city: 'Amarillo', state: 'TX', zip: '79101' },
      timeZone: company.timeZone ?? 'America/Chicago',
    },
  });
  if (created.status !== 201) throw new Error(`POST /companies for ${user.email} answered ${created.status}: ${JSON.stringify(created.body)}`);
  const { IdToken } = await refreshedTokens(user.tokens.RefreshToken);
  return {
    companyId: created.body.companyId,
    companyName: created.body.companyName,
    owner: { email: user.email, password: user.password, name: user.name, idToken: IdToken, refreshToken: user.tokens.RefreshToken, sub: String(claimsOf(IdToken).sub) },
  };
}
