import { companyEntity, withoutSecrets } from '#lambdas/data/entities/company';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';

/** The caller's own company profile; credentials for third-party logins are stripped here, on the server. */
export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await companyEntity().get({ companyId: caller.companyId }).go();
  if (!data) throw new NotFoundError('Company not found');
  return withoutSecrets(data);
});
