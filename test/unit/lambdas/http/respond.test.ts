import { describe, expect, it } from 'vitest';
import { file, json, noContent } from '#lambdas/http/respond';

describe('the shared response helpers', () => {
  it('mark every answer no-store', () => {
    for (const result of [json(201, { a: 1 }), noContent(), file('text/csv; charset=utf-8', 'a.csv', 'x'), file('application/pdf', 'a.pdf', new Uint8Array([1]))]) {
      expect(result.headers?.['cache-control']).toBe('no-store');
    }
  });

  it('send a text download as it is and a binary one base64 for API Gateway to decode', () => {
    expect(file('text/csv; charset=utf-8', 'run.csv', 'a,b\n')).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="run.csv"', 'cache-control': 'no-store' },
      body: 'a,b\n',
    });
    const pdf = file('application/pdf', 'Jake-1004500.pdf', new TextEncoder().encode('%PDF-1.7'));
    expect(pdf).toMatchObject({ isBase64Encoded: true, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Jake-1004500.pdf"' } });
    expect(Buffer.from(pdf.body!, 'base64').toString()).toBe('%PDF-1.7');
  });
});
