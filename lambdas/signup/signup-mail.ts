import type { CreateCompanyBody } from '#shared/signup/company-schema';
import { sendRecordedEmail } from '#lambdas/alerts/recorded-email';
import { runtimeEnv } from '#lambdas/runtime-env';

/** Spec part 1 §7 sendCompanyEmail: the company's confirmation, with the link back to its setup. */
export async function sendCompanyConfirmation(companyId: string, company: CreateCompanyBody): Promise<void> {
  const appUrl = (runtimeEnv().APP_URL ?? '').replace(/\/$/, '');
  const link = `${appUrl}/create-company?companyId=${encodeURIComponent(companyId)}`;
  await sendRecordedEmail(
    companyId,
    company.companyEmail,
    `Welcome to FAST DASHBOARD, ${company.companyName}`,
    [
      `${company.companyName} now has its FAST DASHBOARD account.`,
      `Finish setting up your company here: ${link}`,
      'Next: fill in the company setup, invite your payroll staff and drivers, and connect the systems you already use.',
    ].join('\n\n'),
  );
}

/** Support hears of every new company (who, where, which zone): no secrets, nothing the owner did not type. */
export async function notifySupportOfNewCompany(companyId: string, company: CreateCompanyBody, ownerEmail: string): Promise<void> {
  const { street, city, state, zip } = company.address;
  await sendRecordedEmail(
    companyId,
    runtimeEnv().SUPPORT_EMAIL,
    `New company: ${company.companyName}`,
    [
      `Company: ${company.companyName} (${companyId})`,
      `Company e-mail: ${company.companyEmail}`,
      `Owner: ${ownerEmail}`,
      `Address: ${street}, ${city}, ${state} ${zip}`,
      `Time zone: ${company.timeZone}`,
    ].join('\n'),
  );
}
