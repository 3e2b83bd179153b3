import { describe, expect, it } from 'vitest';
import { companySchema, withoutSecrets, type CompanyItem } from '#lambdas/data/entities/company';

describe('the company profile and credentials', () => {
  it('has no credential attribute any more: logins live sealed in the connections', () => {
    for (const field of ['sfUsername', 'sfPassword', 'companyMgbPassword']) expect(companySchema.attributes).not.toHaveProperty(field);
  });

  it('drops credential fields an item written before the move could still carry', () => {
    const legacy = { companyId: 'c1', companyName: 'Old Co', sfUsername: 'u', sfPassword: 'p', companyMgbPassword: 'm' } as unknown as CompanyItem;
    expect(withoutSecrets(legacy)).toEqual({ companyId: 'c1', companyName: 'Old Co' });
  });
});
