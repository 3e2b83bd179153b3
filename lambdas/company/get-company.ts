import { companyEntity, withoutSecrets } from '../data/entities/company.ts';
import { NotFoundError } from '../http/errors.ts';
import { companyRoute } from '../http/route-handler.ts';

/** The caller's own company profile; credentials for third-party logins are stripped here, on the server. */
export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await companyEntity().get({ companyId: caller.companyId }).go();
  if (!data) throw new NotFoundError('Company not found');
  return withoutSecrets(data);
});
