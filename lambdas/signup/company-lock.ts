import { randomInt } from 'node:crypto';
import { userAccountEntity, type UserAccountItem } from '#lambdas/data/entities/user-account';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `cmp-` and 10 base32 characters: 50 random bits, no collision among the companies we will ever have. */
export function newCompanyId(): string {
  return `cmp-${Array.from({ length: 10 }, () => BASE32[randomInt(BASE32.length)]).join('')}`;
}

/**
 * The user's one company: the lock created now with a new id, or the one he already holds (a retry after a
 * failure resumes it). Created only if absent, so two requests at once end with one company.
 */
export async function lockCompanyFor(userId: string, email: string): Promise<UserAccountItem> {
  const accounts = userAccountEntity();
  const { data: held } = await accounts.get({ userId }).go();
  if (held) return held;
  try {
    const { data } = await accounts.create({ userId, companyId: newCompanyId(), via: 'signup', email }).go();
    return data;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const { data: winner } = await accounts.get({ userId }).go();
    if (!winner) throw error;
    return winner;
  }
}

/**
 * The company is whole (claims set): from now on a second POST /companies is refused without asking Cognito.
 * Only one of two requests racing through the same steps completes it (and sends the e-mails); false for the other.
 */
export async function markCompanyComplete(userId: string): Promise<boolean> {
  try {
    await userAccountEntity().patch({ userId }).set({ completedAt: new Date().toISOString() }).where(({ completedAt }, { notExists }) => notExists(completedAt)).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
