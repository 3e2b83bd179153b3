import { describe, expect, it } from 'vitest';
import { payDocLinkPath, readSignedLink } from '#web/features/payroll/paydoc/paydoc-link.ts';

const signed = 'https://uploads.example.com/tmp/paydocs/5b1f/Jake_Thornton-1004500.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20260103T101500Z&X-Amz-Expires=900&X-Amz-Signature=abc';

describe('signed pay-document links', () => {
  it('round-trips the signed URL through /driver-paydoc and reads when it expires', () => {
    const path = payDocLinkPath(signed);
    expect(path.startsWith('/driver-paydoc?link=')).toBe(true);
    const link = readSignedLink(path.slice(path.indexOf('?')));
    expect(link).toEqual({ ok: true, url: signed, expiresAt: new Date('2026-01-03T10:30:00Z'), fileName: 'Jake_Thornton-1004500.pdf' });
  });

  it('tells a missing link from one that is not a pay-document link', () => {
    expect(readSignedLink('')).toEqual({ ok: false, reason: 'missing' });
    expect(readSignedLink('?docId=2026-01-03_1004500-red-mesa')).toEqual({ ok: false, reason: 'missing' });
    expect(readSignedLink(`?link=${encodeURIComponent('https://evil.example.com/phish.html')}`)).toEqual({ ok: false, reason: 'malformed' });
    expect(readSignedLink(`?link=${encodeURIComponent(signed.replace('X-Amz-Signature=abc', 'x=1'))}`)).toEqual({ ok: false, reason: 'malformed' });
    expect(readSignedLink(`?link=${encodeURIComponent('javascript:alert(1)//tmp/paydocs/a.pdf?X-Amz-Signature=1')}`)).toEqual({ ok: false, reason: 'malformed' });
  });
});
