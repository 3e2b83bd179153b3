import { describe, expect, it } from 'vitest';
import { callerFromClaims } from '#lambdas/http/caller';
import { UnauthenticatedError } from '#lambdas/http/errors';

describe('callerFromClaims', () => {
  it('reads company, role and driver id from the custom claims', () => {
    expect(callerFromClaims({ sub: 'u1', email: 'a@b.test', name: 'Jake Thornton', 'custom:companyId': 'red-mesa', 'custom:role': '8', 'custom:driverId': '1004500' })).toEqual({
      userId: 'u1', email: 'a@b.test', displayName: 'Jake Thornton', companyId: 'red-mesa', role: 8, driverId: '1004500',
    });
  });

  it("defaults the driver id to '0000000' and leaves company and role empty when the token has none", () => {
    const caller = callerFromClaims({ sub: 'u1', email: 'new@b.test' });
    expect(caller).toMatchObject({ companyId: null, role: null, driverId: '0000000', displayName: 'new@b.test' });
  });

  it('treats a non-numeric role as no role rather than guessing', () => {
    expect(callerFromClaims({ sub: 'u1', 'custom:role': 'admin' }).role).toBeNull();
    expect(callerFromClaims({ sub: 'u1', 'custom:role': '1.5' }).role).toBeNull();
  });

  it('refuses claims without a subject', () => {
    expect(() => callerFromClaims({ email: 'x@y.test' })).toThrow(UnauthenticatedError);
  });
});
