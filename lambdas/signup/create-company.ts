import { createCompanyBody, type CreatedCompany } from '#shared/signup/company-schema';
import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import { roleLabel } from '#shared/account/role-labels';
import { companyEntity } from '#lambdas/data/entities/company';
import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import { seedStarterDvir } from '#lambdas/forms/starter-forms';
import { userProfileEntity } from '#lambdas/data/entities/user-profile';
import { ConflictError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { signedInRoute } from '#lambdas/http/route-handler';
import { setTenantClaims } from '#lambdas/identity/user-pool';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { lockCompanyFor, markCompanyComplete } from './company-lock.ts';
import { notifySupportOfNewCompany, sendCompanyConfirmation } from './signup-mail.ts';

const OWNER = 1;
const ALREADY_IN_A_COMPANY = 'You already belong to a company.';

/**
 * Create company (spec part 1 §7 createCompanyProfile): the signed-up user founds his company and becomes
 * its owner. The user's lock comes first, so a second company is impossible; the claims come last, so a
 * Cognito failure leaves a company its retry completes (503 "try again" meanwhile).
 */
export const handler = signedInRoute({ body: createCompanyBody }, async ({ caller, body }) => {
  if (caller.companyId) throw new ConflictError(ALREADY_IN_A_COMPANY);
  const lock = await lockCompanyFor(caller.userId, caller.email);
  // A token from before the company was made carries no claim: the lock says whether the company is whole.
  if (lock.via !== 'signup' || lock.completedAt) throw new ConflictError(ALREADY_IN_A_COMPANY);

  const { companyId } = lock;
  const company = await foundCompany(companyId, body);
  await addOwner(companyId, caller.userId, caller.email, caller.displayName);
  // Every company starts with a ready DVIR (49 CFR 396.11); a retry finds it written and writes nothing.
  await seedStarterDvir(companyId);
  await setTenantClaims(caller.userId, { companyId, role: OWNER, driverId: DEFAULT_DRIVER_ID });
  if (!(await markCompanyComplete(caller.userId))) throw new ConflictError(ALREADY_IN_A_COMPANY);

  await sendCompanyConfirmation(companyId, body);
  await notifySupportOfNewCompany(companyId, body, caller.email);
  const created: CreatedCompany = { companyId, companyName: company.companyName };
  return json(201, created);
});

/** The company as this request or the interrupted one before it made it (a retry never overwrites). */
async function foundCompany(companyId: string, body: typeof createCompanyBody._output): Promise<{ companyName: string }> {
  const companies = companyEntity();
  try {
    await companies
      .create({
        companyId,
        companyName: body.companyName,
        companyEmail: body.companyEmail,
        address: body.address,
        timeZone: body.timeZone,
        accountActive: true,
        timekeepingEnabled: false,
      })
      .go();
    return { companyName: body.companyName };
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const { data } = await companies.get({ companyId }).go();
    return { companyName: data?.companyName ?? body.companyName };
  }
}

async function addOwner(companyId: string, uid: string, email: string, name: string): Promise<void> {
  const [fName = '', ...rest] = name.split(' ');
  await directoryEntryEntity()
    .put({ companyId, uid, name, email, role: roleLabel(OWNER), securityRole: OWNER, accessCode: OWNER, status: 'active', version: 1 })
    .go();
  await userProfileEntity().put({ companyId, id: uid, fName, lName: rest.join(' '), dName: name, email, bDate: '', version: 1 }).go();
}
