/**
 * What S3 checks on a browser POST upload and s3rver does not: the signed policy's expiration and its
 * conditions (exact fields, prefixes, the key, and `content-length-range`). Plain Node, no loader: it
 * runs inside the S3 emulator's child process.
 */
export type PolicyCondition = Record<string, string> | [string, ...Array<string | number>];

export interface PostPolicy {
  expiration: string;
  conditions: PolicyCondition[];
}

export type PolicyVerdict = { ok: true; maxBytes: number; minBytes: number } | { ok: false; code: string; message: string };

/** Reads the base64 `Policy` field; null when it is missing or not a policy. */
export function readPolicy(encoded: string | undefined): PostPolicy | null {
  if (!encoded) return null;
  try {
    const policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as PostPolicy;
    return Array.isArray(policy.conditions) && typeof policy.expiration === 'string' ? policy : null;
  } catch {
    return null;
  }
}

const denied = (message: string): PolicyVerdict => ({ ok: false, code: 'AccessDenied', message: `Invalid according to Policy: ${message}` });

/**
 * Checks every condition but the size against the form fields (names lower-cased, as S3 compares
 * them); answers the size range the file must fall in.
 */
export function checkFields(policy: PostPolicy, fields: Readonly<Record<string, string>>, bucket: string, now: Date = new Date()): PolicyVerdict {
  if (!(Date.parse(policy.expiration) > now.getTime())) return denied('Policy expired.');
  let minBytes = 0;
  let maxBytes = Number.POSITIVE_INFINITY;
  const value = (name: string) => (name.toLowerCase() === 'bucket' ? bucket : fields[name.replace(/^\$/, '').toLowerCase()]);
  for (const condition of policy.conditions) {
    if (!Array.isArray(condition)) {
      for (const [name, expected] of Object.entries(condition)) {
        if (value(name) !== expected) return denied(`Policy Condition failed: ["eq", "$${name}", "${expected}"]`);
      }
      continue;
    }
    const [op, a, b] = condition;
    if (op === 'content-length-range') {
      minBytes = Number(a);
      maxBytes = Number(b);
    } else if (op === 'eq' && value(String(a)) !== String(b)) {
      return denied(`Policy Condition failed: ["eq", "${a}", "${b}"]`);
    } else if (op === 'starts-with' && !(value(String(a)) ?? '').startsWith(String(b))) {
      return denied(`Policy Condition failed: ["starts-with", "${a}", "${b}"]`);
    }
  }
  return { ok: true, minBytes, maxBytes };
}
