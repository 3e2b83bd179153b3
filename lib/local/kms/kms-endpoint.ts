import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { readBody } from '#lib/local/gateway/http-utils';
import { LOCAL_SECRETS_KEY_ID } from '#lib/local/names';

const CONTENT_TYPE = 'application/x-amz-json-1.1';
/** KMS's own bound on Encrypt's plaintext. */
const MAX_PLAINTEXT_BYTES = 4096;
const MAGIC = Buffer.from('LKMS1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

class KmsError extends Error {
  constructor(readonly type: string, message: string) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': CONTENT_TYPE, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** The context as bytes both sides agree on: keys sorted, so `{a, b}` and `{b, a}` seal alike, as in KMS. */
function contextBytes(context: unknown): Buffer {
  if (context === undefined || context === null) return Buffer.alloc(0);
  if (typeof context !== 'object' || Array.isArray(context)) throw new KmsError('ValidationException', 'EncryptionContext must be a map of strings');
  const entries = Object.entries(context as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.some(([, v]) => typeof v !== 'string')) throw new KmsError('ValidationException', 'EncryptionContext must be a map of strings');
  return Buffer.from(JSON.stringify(entries));
}

function base64Field(value: unknown, name: string): Buffer {
  if (typeof value !== 'string' || value.length === 0) throw new KmsError('ValidationException', `${name} is required`);
  return Buffer.from(value, 'base64');
}

async function loadKey(file: string): Promise<Buffer> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { key: string };
    return Buffer.from(stored.key, 'base64');
  } catch {
    const key = randomBytes(32);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ key: key.toString('base64') }), { mode: 0o600 });
    return key;
  }
}

/**
 * The slice of KMS that integration secrets use (AWS JSON 1.1, `X-Amz-Target: TrentService.<Op>`), so
 * KMSClient with AWS_ENDPOINT_URL_KMS works unchanged: one symmetric key, Encrypt and Decrypt with an
 * encryption context that must match (AES-256-GCM with the context as additional data). Like KMS, a
 * ciphertext opened with another context, or altered, is `InvalidCiphertextException`.
 * No SigV4 check: loopback only. The key lives in `keyFile` (kept across restarts, wiped by a reset).
 */
export async function createKmsEndpoint(keyFile: string | null) {
  const key = keyFile ? await loadKey(keyFile) : randomBytes(32);

  const operations: Record<string, (input: Record<string, unknown>) => unknown> = {
    Encrypt: ({ KeyId, Plaintext, EncryptionContext }) => {
      if (KeyId !== LOCAL_SECRETS_KEY_ID) throw new KmsError('NotFoundException', `Key '${String(KeyId)}' does not exist`);
      const plaintext = base64Field(Plaintext, 'Plaintext');
      if (plaintext.length > MAX_PLAINTEXT_BYTES) throw new KmsError('ValidationException', `Plaintext must be at most ${MAX_PLAINTEXT_BYTES} bytes`);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(contextBytes(EncryptionContext));
      const sealed = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      const blob = Buffer.concat([MAGIC, iv, cipher.getAuthTag(), sealed]);
      return { CiphertextBlob: blob.toString('base64'), KeyId: LOCAL_SECRETS_KEY_ID, EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
    },
    Decrypt: ({ KeyId, CiphertextBlob, EncryptionContext }) => {
      if (KeyId !== undefined && KeyId !== LOCAL_SECRETS_KEY_ID) throw new KmsError('IncorrectKeyException', 'The key ID in the request does not identify the key used to encrypt the ciphertext');
      const blob = base64Field(CiphertextBlob, 'CiphertextBlob');
      const headerBytes = MAGIC.length + IV_BYTES + TAG_BYTES;
      if (blob.length < headerBytes || !blob.subarray(0, MAGIC.length).equals(MAGIC)) throw new KmsError('InvalidCiphertextException', '');
      const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(MAGIC.length, MAGIC.length + IV_BYTES));
      decipher.setAuthTag(blob.subarray(MAGIC.length + IV_BYTES, headerBytes));
      decipher.setAAD(contextBytes(EncryptionContext));
      try {
        const plaintext = Buffer.concat([decipher.update(blob.subarray(headerBytes)), decipher.final()]);
        return { Plaintext: plaintext.toString('base64'), KeyId: LOCAL_SECRETS_KEY_ID, EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
      } catch {
        throw new KmsError('InvalidCiphertextException', '');
      }
    },
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = operations[target.replace(/^TrentService\./, '')];
    if (req.method !== 'POST' || !target.startsWith('TrentService.') || !operation) {
      send(res, 400, { __type: 'UnknownOperationException', message: `Operation ${target || '(none)'} is not supported locally` });
      return;
    }
    try {
      const body = (await readBody(req, 64 * 1024)).toString('utf8');
      send(res, 200, operation(body ? (JSON.parse(body) as Record<string, unknown>) : {}));
    } catch (error) {
      if (error instanceof KmsError) send(res, 400, { __type: error.type, message: error.message });
      else send(res, 400, { __type: 'ValidationException', message: (error as Error).message });
    }
  };
}
