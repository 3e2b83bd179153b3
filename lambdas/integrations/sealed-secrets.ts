import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { ConflictError, ServiceUnavailableError } from '#lambdas/http/errors';
import { sdkClient } from '#lambdas/observability/sdk-client';
import { runtimeEnv } from '#lambdas/runtime-env';
import { SYSTEM_NAMES, type IntegrationSystem } from '#shared/integrations/systems';

let kms: KMSClient | undefined;

/** The encryption context binds a ciphertext to one company's one system: moved anywhere else, it does not open. */
function contextOf(companyId: string, system: IntegrationSystem): Record<string, string> {
  return { companyId, system };
}

/**
 * Thrown when a stored ciphertext does not open (altered, or copied from another company or system). A
 * route that does not handle it answers 409: the owner saves the credentials again, nothing else helps.
 */
export class UnreadableSecretsError extends ConflictError {}

/** Encrypts a credentials record with the integration key (function access `secrets: seal`); base64 ciphertext. */
export async function sealSecrets(companyId: string, system: IntegrationSystem, record: Readonly<Record<string, unknown>>): Promise<string> {
  const keyId = runtimeEnv().SECRETS_KEY_ID;
  if (!keyId) throw new Error('SECRETS_KEY_ID is not set: the function needs access.secrets');
  kms ??= sdkClient(new KMSClient({}));
  try {
    const out = await kms.send(new EncryptCommand({ KeyId: keyId, Plaintext: Buffer.from(JSON.stringify(record)), EncryptionContext: contextOf(companyId, system) }));
    return Buffer.from(out.CiphertextBlob ?? new Uint8Array()).toString('base64');
  } catch (error) {
    if ((error as { name?: string }).name === 'AccessDeniedException') throw error;
    throw new ServiceUnavailableError('The credentials could not be saved securely. Try again.');
  }
}

/** Decrypts what `sealSecrets` made for the same company and system (function access `secrets: open`). */
export async function openSecrets(companyId: string, system: IntegrationSystem, sealed: string): Promise<Record<string, unknown>> {
  kms ??= sdkClient(new KMSClient({}));
  let plaintext: Uint8Array | undefined;
  try {
    const out = await kms.send(new DecryptCommand({ CiphertextBlob: Buffer.from(sealed, 'base64'), EncryptionContext: contextOf(companyId, system), KeyId: runtimeEnv().SECRETS_KEY_ID }));
    plaintext = out.Plaintext;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'InvalidCiphertextException' || name === 'IncorrectKeyException') throw new UnreadableSecretsError(`The saved ${SYSTEM_NAMES[system]} credentials cannot be read. Save them again on Company Setup.`);
    if (name === 'AccessDeniedException') throw error;
    throw new ServiceUnavailableError('The saved credentials could not be read. Try again.');
  }
  return JSON.parse(Buffer.from(plaintext ?? new Uint8Array()).toString('utf8')) as Record<string, unknown>;
}
