import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKmsEndpoint } from '#lib/local/kms/kms-endpoint';
import { LOCAL_SECRETS_KEY_ID } from '#lib/local/names';

let server: Server;
let kms: KMSClient;
let dir: string;
const context = { companyId: 'cmp-a', system: 'settlement-portal' };

async function listen(keyFile: string): Promise<{ server: Server; client: KMSClient }> {
  const endpoint = await createKmsEndpoint(keyFile);
  const s = createServer((req, res) => void endpoint(req, res));
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  const client = new KMSClient({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
  return { server: s, client };
}

async function seal(client: KMSClient, text: string, ctx: Record<string, string> = context): Promise<Uint8Array> {
  const out = await client.send(new EncryptCommand({ KeyId: LOCAL_SECRETS_KEY_ID, Plaintext: Buffer.from(text), EncryptionContext: ctx }));
  return out.CiphertextBlob!;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kms-'));
  ({ server, client: kms } = await listen(join(dir, 'kms', 'key.json')));
});

afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the local KMS stand-in', () => {
  it('opens what it sealed with the same encryption context, in any key order', async () => {
    const blob = await seal(kms, 'p@ss word ');
    const out = await kms.send(new DecryptCommand({ CiphertextBlob: blob, EncryptionContext: { system: 'settlement-portal', companyId: 'cmp-a' } }));
    expect(Buffer.from(out.Plaintext!).toString()).toBe('p@ss word ');
    expect(out.KeyId).toBe(LOCAL_SECRETS_KEY_ID);
  });

  it('never puts the plaintext in the ciphertext and seals the same text differently each time', async () => {
    const [a, b] = [await seal(kms, 'demo-safety-secret'), await seal(kms, 'demo-safety-secret')];
    expect(Buffer.from(a).toString('latin1')).not.toContain('demo-safety-secret');
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it('refuses a ciphertext under another company or system as InvalidCiphertextException', async () => {
    const blob = await seal(kms, 'secret');
    await expect(kms.send(new DecryptCommand({ CiphertextBlob: blob, EncryptionContext: { ...context, companyId: 'cmp-b' } }))).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
    await expect(kms.send(new DecryptCommand({ CiphertextBlob: blob, EncryptionContext: { ...context, system: 'helpdesk' } }))).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
    await expect(kms.send(new DecryptCommand({ CiphertextBlob: blob }))).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
  });

  it('refuses an altered ciphertext', async () => {
    const blob = Buffer.from(await seal(kms, 'secret'));
    blob[blob.length - 1]! ^= 1;
    await expect(kms.send(new DecryptCommand({ CiphertextBlob: blob, EncryptionContext: context }))).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
  });

  it('refuses an unknown key and a plaintext over 4,096 bytes, as KMS does', async () => {
    await expect(kms.send(new EncryptCommand({ KeyId: 'alias/other', Plaintext: Buffer.from('x') }))).rejects.toMatchObject({ name: 'NotFoundException' });
    await expect(seal(kms, 'x'.repeat(4097))).rejects.toMatchObject({ name: 'ValidationException' });
    await expect(seal(kms, 'x'.repeat(4096))).resolves.toBeInstanceOf(Uint8Array);
  });

  it('keeps its key across restarts, so saved credentials still open', async () => {
    const blob = await seal(kms, 'kept');
    const again = await listen(join(dir, 'kms', 'key.json'));
    try {
      const out = await again.client.send(new DecryptCommand({ CiphertextBlob: blob, EncryptionContext: context }));
      expect(Buffer.from(out.Plaintext!).toString()).toBe('kept');
    } finally {
      again.server.close();
    }
  });
});
