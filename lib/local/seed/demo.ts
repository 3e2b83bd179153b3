import { bookmarkEntity } from '#lambdas/data/entities/bookmark';
import { companyEntity } from '#lambdas/data/entities/company';
import { driverEntity } from '#lambdas/data/entities/driver';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { userProfileEntity } from '#lambdas/data/entities/user-profile';
import type { LocalCognito } from '#lib/local/cognito/index';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedAddressBook } from './demo-address-book.ts';
import { seedDemoChat } from './demo-chat.ts';
import { DEMO_COMPANIES, DEMO_PASSWORD, type DemoCompany } from './demo-companies.ts';
import { demoDrivers, demoTractors } from './demo-fleet.ts';
import { seedDocuments } from './demo-documents.ts';
import { seedFuel } from './demo-fuel.ts';
import { seedImports } from './demo-imports.ts';
import { seedSafetyIntegrations } from './demo-integrations-safety.ts';
import { seedCompanyReports } from './demo-company-reports.ts';
import { seedInspections } from './demo-inspections.ts';
import { seedIntegrationsBilling } from './demo-integrations-billing.ts';
import { seedDashboard } from './demo-dashboard.ts';
import { seedIvmr } from './demo-ivmr.ts';
import { seedMaintenance } from './demo-maintenance.ts';
import { seedMmr } from './demo-mmr.ts';
import { seedPayroll } from './demo-payroll.ts';
import { seedSchedules } from './demo-schedules.ts';
import { seedTelematics } from './demo-telematics.ts';
import { seedTimekeeping } from './demo-timekeeping.ts';
import { seedUsage } from './demo-usage.ts';

export interface DemoSignIn {
  role: number;
  label: string;
  email: string;
  password: string;
  companyName: string;
}

/** The sign-ins printed by `npm start` and used by the tests; the same on every start. */
export function demoSignIns(): DemoSignIn[] {
  return DEMO_COMPANIES.flatMap((c) =>
    c.users.map((u) => ({ role: u.role, label: u.label, email: u.email, password: DEMO_PASSWORD, companyName: c.companyName })),
  );
}

async function seedCompany(company: DemoCompany, cognito: LocalCognito): Promise<void> {
  await companyEntity()
    .put({
      companyId: company.companyId,
      companyName: company.companyName,
      companyEmail: company.companyEmail,
      address: company.address,
      timeZone: company.timeZone,
      accountActive: true,
      timekeepingEnabled: company.timekeepingEnabled,
      isWexIntegrationCompleted: false,
      // No credentials here: the demo's logins are sealed into its integration connections.
    })
    .go();

  const subs = new Map<string, string>();
  for (const user of company.users) {
    const { sub } = await cognito.ensureUser({
      email: user.email,
      password: DEMO_PASSWORD,
      name: user.name,
      companyId: company.companyId,
      role: user.role,
      ...(user.driverId ? { driverId: user.driverId } : {}),
    });
    subs.set(user.email, sub);
    const [fName = '', ...rest] = user.name.split(' ');
    await userProfileEntity()
      .put({ companyId: company.companyId, id: sub, fName, lName: rest.join(' '), dName: user.name, email: user.email, bDate: '', version: 1 })
      .go();
  }

  await bookmarkEntity()
    .put(company.bookmarks.map((b, order) => ({ companyId: company.companyId, id: `bm-${order + 1}`, order, ...b })))
    .go();
  await driverEntity().put(demoDrivers(company, new Map(company.users.flatMap((u) => (u.driverId ? [[u.driverId, subs.get(u.email)!] as const] : []))))).go();
  await tractorEntity().put(demoTractors(company)).go();
  await seedDemoChat(company, subs);
  await seedDemoAccounts(company, subs);
  await seedPayroll(company);
  await seedTelematics(company);
  await seedMaintenance(company);
  await seedInspections(company, subs);
  await seedDocuments(company);
  await seedSchedules(company);
  await seedTimekeeping(company);
  await seedFuel(company);
  await seedIvmr(company);
  await seedMmr(company);
  await seedCompanyReports(company, subs);
  await seedDashboard(company);
  await seedIntegrationsBilling(company);
  await seedSafetyIntegrations(company);
  await seedUsage(company);
  await seedAddressBook(company);
  // Last: the demo's imports run through the import workflows' tasks over the data seeded above.
  await seedImports(company, subs);
}

/** Writes the demo tenants through the same entities the handlers use. Idempotent: puts, not creates. */
export async function seedDemoData(ctx: { cognito: LocalCognito }): Promise<DemoSignIn[]> {
  for (const company of DEMO_COMPANIES) await seedCompany(company, ctx.cognito);
  return demoSignIns();
}
