import { describe, expect, it } from 'vitest';
import { checkFields, readPolicy, type PostPolicy } from '#lib/local/s3/post-policy';

const policy = (conditions: PostPolicy['conditions'], expiration = '2999-01-01T00:00:00Z'): PostPolicy => ({ expiration, conditions });
const fields = { key: 'companyProfile/c1/chatAttachments/r1/a.png', 'content-type': 'image/png', 'x-amz-meta-companyid': 'c1' };

describe('local S3 POST policy check', () => {
  it('answers the size range of content-length-range when every other condition holds', () => {
    const verdict = checkFields(policy([['content-length-range', 1, 10], ['eq', '$Content-Type', 'image/png'], { key: fields.key }, { bucket: 'b' }]), fields, 'b');
    expect(verdict).toEqual({ ok: true, minBytes: 1, maxBytes: 10 });
  });

  it('refuses a field that differs from an eq condition, a wrong prefix, and an expired policy', () => {
    expect(checkFields(policy([['eq', '$x-amz-meta-companyid', 'c2']]), fields, 'b').ok).toBe(false);
    expect(checkFields(policy([['starts-with', '$key', 'companyProfile/c2/']]), fields, 'b').ok).toBe(false);
    expect(checkFields(policy([], '2000-01-01T00:00:00Z'), fields, 'b').ok).toBe(false);
    expect(checkFields(policy([{ bucket: 'other' }]), fields, 'b').ok).toBe(false);
  });

  it('reads only a base64 JSON policy with conditions', () => {
    expect(readPolicy(Buffer.from(JSON.stringify(policy([]))).toString('base64'))).toEqual(policy([]));
    expect(readPolicy('not base64 json')).toBeNull();
    expect(readPolicy(undefined)).toBeNull();
  });
});
