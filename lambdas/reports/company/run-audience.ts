import { reportMenu } from '#shared/access/report-menu';
import type { CompanyFlags } from '#shared/access/session';
import { companyAccounts } from '#lambdas/accounts/directory';
import { companyEntity } from '#lambdas/data/entities/company';

/** A user of the company as the directory has him now. */
export interface DirectoryPerson {
  uid: string;
  name: string;
  email?: string | undefined;
  securityRole: number;
  status?: 'invited' | 'active' | 'disabled' | undefined;
}

interface ScheduleAudience {
  reportName: string;
  createdBy: string;
  createdByName: string;
  recipients: readonly string[];
}

/** Who a run goes to, or the sentence that says why it goes to nobody. `skipped` names each user left out and why. */
export type RunAudience = { refused: string } | { recipients: string[]; skipped: string[] };

/** The report's name as the menu shows it. */
export function reportLabel(reportName: string): string {
  const all = reportMenu({ role: 1, company: { timekeepingEnabled: true, isWexIntegrationCompleted: true } });
  return all.find((e) => e.reportName === reportName)?.label ?? reportName;
}

function maySee(role: number, reportName: string, company: CompanyFlags): boolean {
  return reportMenu({ role, company }).some((e) => e.reportName === reportName);
}

/**
 * A run checked against the directory and the company as they are now, not as they were when the schedule
 * was made: its creator must still be an active user whose role (and company switches) offer the report,
 * or nothing goes. A recipient who is a user of the company and is disabled, or whose role is not offered
 * the report, is left out; an address that is no user of the company goes as before.
 */
export function runAudience(s: ScheduleAudience, people: readonly DirectoryPerson[], company: CompanyFlags): RunAudience {
  const label = reportLabel(s.reportName);
  const creator = people.find((p) => p.uid === s.createdBy);
  if (!creator || (creator.status ?? 'active') !== 'active' || !maySee(creator.securityRole, s.reportName, company)) {
    return { refused: `Not sent: ${creator?.name || s.createdByName} who set up this schedule can no longer see ${label}.` };
  }
  const recipients: string[] = [];
  const skipped: string[] = [];
  for (const address of s.recipients) {
    const user = people.find((p) => p.email?.trim().toLowerCase() === address.toLowerCase());
    if (user?.status === 'disabled') skipped.push(`${user.name || address} (disabled)`);
    else if (user && !maySee(user.securityRole, s.reportName, company)) skipped.push(`${user.name || address} (cannot see ${label})`);
    else recipients.push(address);
  }
  return { recipients, skipped };
}

/** The run's audience read from the company's directory and switches now. */
export async function currentRunAudience(companyId: string, s: ScheduleAudience): Promise<RunAudience> {
  const [people, { data: company }] = await Promise.all([
    companyAccounts(companyId),
    companyEntity().get({ companyId }).go({ attributes: ['timekeepingEnabled', 'isWexIntegrationCompleted'] }),
  ]);
  return runAudience(s, people, company ?? {});
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * How a run that went out ended: 'sent' only when some recipient got it and no e-mail failed. `sent`
 * and `failed` count this send and any earlier one of the same run (a resumed run).
 */
export function runOutcome(counts: { sent: number; failed: number; skipped: readonly string[] }, label: string): { result: 'sent' | 'failed'; message: string } {
  const { sent, failed, skipped } = counts;
  const total = sent + failed;
  const parts: string[] = [];
  if (total === 0) parts.push(`Not sent: no recipient may see ${label} now.`);
  else if (failed === 0) parts.push(`Sent to ${plural(sent, 'recipient', 'recipients')}.`);
  else parts.push(`${failed} of ${plural(total, 'e-mail', 'e-mails')} failed.`);
  if (skipped.length > 0) parts.push(`Skipped: ${skipped.join(', ')}.`);
  return { result: failed === 0 && sent > 0 ? 'sent' : 'failed', message: parts.join(' ') };
}
