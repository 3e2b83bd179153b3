import * as z from 'zod';
import type { IntegrationSystem } from './systems.ts';

const login = (label: string) => z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(200, `${label} is at most 200 characters.`);
// Secrets are kept exactly as typed: a password may begin or end with a space.
const secret = (label: string) => z.string({ error: `${label} is required.` }).min(1, `${label} is required.`).max(500, `${label} is at most 500 characters.`);

/**
 * Write-only credential bodies of `PUT /integrations/{system}/credentials`, per system that takes them by
 * form. The safety software's login is saved only by its own login check, and the helpdesk needs no company
 * credentials; video telematics takes an API key here or connects through OAuth.
 */
export const credentialsBody = {
  'settlement-portal': z.strictObject({
    companyLogin: login('companyLogin'),
    companyPassword: secret('companyPassword'),
    clientContractID: login('clientContractID'),
    clientContractVID: login('clientContractVID'),
  }),
  'maintenance-billing': z.strictObject({
    clientFedExId: login('clientFedExId'),
    username: login('username'),
    password: secret('password'),
  }),
  'video-telematics': z.strictObject({ apiKey: secret('apiKey') }),
} as const satisfies Partial<Record<IntegrationSystem, z.ZodType>>;

export type CredentialSystem = keyof typeof credentialsBody;
export type CredentialsOf<S extends CredentialSystem> = z.infer<(typeof credentialsBody)[S]>;

export function takesCredentials(system: IntegrationSystem): system is CredentialSystem {
  return system in credentialsBody;
}

/** Fields of each form: `secret` fields are sent but never shown back (inputs always start empty). */
export const SECRET_FIELDS: Record<CredentialSystem, ReadonlyArray<{ name: string; label: string; secret: boolean }>> = {
  'settlement-portal': [
    { name: 'companyLogin', label: 'Portal login', secret: false },
    { name: 'companyPassword', label: 'Portal password', secret: true },
    { name: 'clientContractID', label: 'Contract ID', secret: false },
    { name: 'clientContractVID', label: 'Contract VID', secret: false },
  ],
  'maintenance-billing': [
    { name: 'clientFedExId', label: 'FedEx client id', secret: false },
    { name: 'username', label: 'Billing portal user name', secret: false },
    { name: 'password', label: 'Billing portal password', secret: true },
  ],
  'video-telematics': [{ name: 'apiKey', label: 'API key', secret: true }],
};

/** Non-secret fields of a credential body that the connection shows as its public settings. */
export const PUBLIC_CREDENTIAL_FIELDS: Record<CredentialSystem, readonly string[]> = {
  'settlement-portal': ['clientContractID', 'clientContractVID'],
  'maintenance-billing': ['clientFedExId'],
  'video-telematics': [],
};
